import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit rows a use case writes. */
export type RequestContext = { ip: string; requestId: string };

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id };
}
