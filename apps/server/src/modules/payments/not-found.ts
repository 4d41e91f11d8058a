import { AppError } from '../../platform/errors/app-error';

/** A payment of another case or authority is simply not there, as a case out of reach is not. */
export const paymentNotFound = () => new AppError('NOT_FOUND', 'That payment is not on this case.');
