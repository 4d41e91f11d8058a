import { ACTION_ITEM_MESSAGES, DIARY_MESSAGES } from '@casekeeper/contract';
import { AppError } from '../../platform/errors/app-error';

/** A diary or item outside the caller's scope is simply not there: nobody learns that it exists. */
export const diaryNotFound = () => new AppError('NOT_FOUND', DIARY_MESSAGES.notFound);
export const itemNotFound = () => new AppError('NOT_FOUND', ACTION_ITEM_MESSAGES.notFound);
