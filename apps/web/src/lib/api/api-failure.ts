import { isAxiosError } from 'axios';

/** Per-field messages, keyed by the field's name, first message only. */
export type FieldErrors = Partial<Record<string, string>>;

export type ApiFailure = {
  message: string;
  /** The server's own message, when its answer had one (not a network or proxy failure's text). */
  serverMessage?: string;
  status?: number;
  code?: string;
  fields: FieldErrors;
  /** Seconds to wait, from a 429's Retry-After header. */
  retryAfterSeconds?: number;
  /** A 409's record as it is now (data.current), for the caller to parse and show. */
  current?: unknown;
};

type ErrorBody = {
  message?: unknown;
  data?: { code?: unknown; fields?: unknown; current?: unknown } | null;
};

/** The error envelope, if the answer is one (a proxy may answer HTML or nothing). */
function errorBody(data: unknown): ErrorBody {
  return typeof data === 'object' && data !== null ? data : {};
}

function firstMessages(fields: unknown): FieldErrors {
  if (typeof fields !== 'object' || fields === null) return {};
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[name] = first;
  }
  return result;
}

function retryAfter(header: unknown): number | undefined {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** What RTK Query's `unwrap()` throws: a failure the base query already made. */
function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as ApiFailure).message === 'string' &&
    typeof (error as ApiFailure).fields === 'object'
  );
}

/**
 * What an auth call's failure says (docs/routes.md, errors): the server answer's message, else the
 * error's own message, else the error as text; plus the per-field messages of a 400.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return error;
  if (isAxiosError(error) && error.response) {
    const body = errorBody(error.response.data);
    const serverMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
    const code = body.data?.code;
    return {
      message: serverMessage ?? (error.message || String(error)),
      ...(serverMessage === undefined ? {} : { serverMessage }),
      status: error.response.status,
      ...(typeof code === 'string' ? { code } : {}),
      fields: firstMessages(body.data?.fields),
      ...(body.data?.current === undefined ? {} : { current: body.data.current }),
      ...(error.response.status === 429
        ? { retryAfterSeconds: retryAfter(error.response.headers['retry-after']) }
        : {}),
    };
  }
  const ownMessage = (error as { message?: unknown } | null)?.message;
  const message = typeof ownMessage === 'string' && ownMessage !== '' ? ownMessage : String(error);
  return { message, fields: {} };
}
