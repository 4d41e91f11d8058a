import { LINKED_CASE_MESSAGES } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';

/** A case to link that the caller cannot see is simply not there, as everywhere else. */
export const otherCaseNotFound = () => new AppError('NOT_FOUND', LINKED_CASE_MESSAGES.otherCaseNotFound);

/** A link of another case, or to a case the caller cannot see, is not there either. */
export const linkNotFound = () => new AppError('NOT_FOUND', LINKED_CASE_MESSAGES.linkNotFound);
