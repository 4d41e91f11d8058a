import { AppError } from '../../platform/errors/app-error';

/** An entry of another case or authority is simply not there, as a case out of reach is not. */
export const workNotFound = () =>
  new AppError('NOT_FOUND', 'That item is not on this case’s schedule of works.');
export const quoteNotFound = () => new AppError('NOT_FOUND', 'That quote is not on this case.');
export const variationNotFound = () => new AppError('NOT_FOUND', 'That variation is not on this case.');
