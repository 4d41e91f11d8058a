import { ERROR_STATUS, type ErrorCode } from '@casekeeper/contract';

type AppErrorOptions = {
  /** Per-field messages, for VALIDATION_FAILED. */
  fields?: Record<string, string[]>;
  cause?: unknown;
};

/** The one error type use cases throw; its message is safe to show to users. */
export class AppError extends Error {
  readonly fields: Record<string, string[]> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
