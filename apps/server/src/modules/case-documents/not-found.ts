import { CASE_DOCUMENT_MESSAGES } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';

/** A document outside the caller's scope is simply not there: nobody learns that it exists. */
export const documentNotFound = () => new AppError('NOT_FOUND', CASE_DOCUMENT_MESSAGES.notFound);
