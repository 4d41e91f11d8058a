import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../http/request-id';
import { handleError, sendError } from './error-handler';

export const BAD_URL_MESSAGE = 'That address is not valid.';
export const URI_TOO_LONG_MESSAGE = 'That address is too long.';

type SetSecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's `frameworkErrors`: the router refuses a path it cannot decode (`/api/health/%ff`) or a
 * parameter longer than it takes before any hook runs, and by default answers its own JSON, which
 * echoes the path, without the headers every answer has. These answer the envelope instead, with
 * the headers the hooks would have set (the path goes to the log only).
 */
export function frameworkErrorHandler(setSecurityHeaders: SetSecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw);
    reply.header(REQUEST_ID_HEADER, request.id).header('cache-control', 'no-store');
    request.log.info({ code: error.code }, 'refused by the router');
    if (error.code === 'FST_ERR_BAD_URL') {
      sendError(reply, 'BAD_REQUEST', BAD_URL_MESSAGE);
    } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      sendError(reply, 'URI_TOO_LONG', URI_TOO_LONG_MESSAGE);
    } else {
      handleError(error, request, reply);
    }
  };
}
