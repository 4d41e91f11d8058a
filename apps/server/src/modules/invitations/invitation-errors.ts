import { INVITATION_MESSAGES } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';

/** One answer for every unusable link, so it tells nothing about why (or about the account). */
export const invalidInvitation = () => new AppError('BAD_REQUEST', INVITATION_MESSAGES.invalid);
