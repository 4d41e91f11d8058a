import { AppError } from '../../platform/errors/app-error';

/** A refusal by the payments' rules (422), shown beside the request's field when it is about one. */
export function unprocessable(message: string, field?: string): AppError {
  return new AppError('UNPROCESSABLE', message, field ? { fields: { [field]: [message] } } : {});
}
