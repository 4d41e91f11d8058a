import type { FastifyRequest } from 'fastify';
import { requireCaller, type Caller } from '../access/caller';

/** Where a request came from, for the audit rows a use case writes (and a new sign-in's device). */
export type RequestContext = { ip: string; requestId: string; userAgent?: string };

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id, userAgent: request.headers['user-agent']?.slice(0, 512) };
}

/** Who makes a change and from where: the start of every change use case's input. */
export function changedBy(request: FastifyRequest): { caller: Caller; context: RequestContext } {
  return { caller: requireCaller(request), context: requestContext(request) };
}
