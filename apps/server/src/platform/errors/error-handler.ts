import { ERROR_STATUS, type ErrorCode, type ErrorData, type ErrorEnvelope } from '@casekeeper/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUniqueViolation } from '../../db/postgres-error';
import { AppError } from './app-error';

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, contact support.';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';

const DUPLICATE_MESSAGE = 'That would duplicate a record that already exists.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Casekeeper cannot reach its database just now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const SAFE_MESSAGE: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That content type is not supported here.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
};

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details: Pick<ErrorData, 'fields' | 'current'> = {},
): FastifyReply {
  const statusCode = ERROR_STATUS[code];
  const { fields, current } = details;
  const body: ErrorEnvelope = {
    statusCode,
    message,
    data: {
      code,
      requestId: reply.request.id,
      ...(fields ? { fields } : {}),
      ...(current === undefined ? {} : { current }),
    },
  };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function validationFields(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const path =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (issue.params as { missingProperty?: string }).missingProperty ||
      '_';
    (fields[path] ??= []).push(issue.message ?? 'is invalid');
  }
  return fields;
}

/** One mapping from anything thrown to the envelope; 5xx details go to the log only. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    // The rest of a timed-out body is never coming: the connection cannot carry another request.
    if (error.code === 'REQUEST_TIMEOUT') reply.header('connection', 'close');
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return sendError(reply, error.code, error.message, { fields: error.fields, current: error.current });
  }
  // A use case that expects a duplicate turns it into its own message; any other is still a 409.
  if (isUniqueViolation(error)) {
    request.log.info({ err: error }, 'unique violation');
    return sendError(reply, 'CONFLICT', DUPLICATE_MESSAGE);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    return sendError(reply, 'SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { fields: validationFields(error) });
  }
  const status = error.statusCode ?? 500;
  const code = status < 500 ? CODE_FOR_STATUS[status] : undefined;
  if (code) {
    return sendError(reply, code, SAFE_MESSAGE[code] ?? error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
