import { ERROR_STATUS, type ErrorCode } from '@casekeeper/contract';

type AppErrorOptions = {
  /** Per-field messages, for VALIDATION_FAILED. */
  fields?: Record<string, string[]>;
  /** For RATE_LIMITED: sent as the Retry-After header. */
  retryAfterSeconds?: number;
  /** For CONFLICT on a stale update: the record as it is now, so the client can show what changed. */
  current?: unknown;
  cause?: unknown;
};

/** The one error type use cases throw; its message is safe to show to users. */
export class AppError extends Error {
  readonly fields: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly current: unknown;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.current = options.current;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);
export const conflict = (message: string, current?: unknown) =>
  new AppError('CONFLICT', message, { current });

/** A 400 with one message for one field, shown beside it by the web client's form. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: [message] } });
