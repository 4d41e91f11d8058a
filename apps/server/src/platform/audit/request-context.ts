import type { FastifyRequest } from 'fastify';
import type { Caller } from '../access/caller';
import type { AuditEntry } from './record-audit';

/** Where a request came from, for the audit rows a use case writes. */
export type RequestContext = { ip: string; requestId: string };

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id };
}

type AuditWho = Pick<AuditEntry, 'ip' | 'requestId' | 'actorId' | 'onBehalfOfId' | 'authorityId'>;

/** The who and where of an audit row written for `caller` (an impersonator shows as on-behalf-of). */
export function auditedBy(
  context: RequestContext,
  caller: Pick<Caller, 'webUserId' | 'impersonatorId' | 'authorityId'>,
): AuditWho {
  return {
    ip: context.ip,
    requestId: context.requestId,
    actorId: caller.webUserId,
    onBehalfOfId: caller.impersonatorId,
    authorityId: caller.authorityId,
  };
}
