import { AUDIT_ACTION_ENTITIES, type AuditAction } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../access/caller';
import { recordAudit } from './record-audit';
import type { RequestContext } from './request-context';

/** Who made a change and from where: a use case's input carries both. */
export type ChangedBy = {
  caller: Pick<Caller, 'webUserId' | 'impersonatorId' | 'authorityId'>;
  context: RequestContext;
};

export type ChangeDetails = {
  /** The authority the record belongs to; the caller's when absent. */
  authorityId?: number | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/**
 * The audit row of a change a signed-in caller made to one record, in the transaction that makes
 * it. The action names the kind of record; an impersonating admin is recorded as on-behalf-of.
 */
export async function auditChange(
  tx: Executor,
  by: ChangedBy,
  action: AuditAction,
  entityId: number | string,
  details: ChangeDetails = {},
): Promise<void> {
  await recordAudit(tx, {
    ip: by.context.ip,
    requestId: by.context.requestId,
    actorId: by.caller.webUserId,
    onBehalfOfId: by.caller.impersonatorId,
    authorityId: details.authorityId === undefined ? by.caller.authorityId : details.authorityId,
    action,
    entityType: AUDIT_ACTION_ENTITIES[action],
    entityId: String(entityId),
    before: details.before,
    after: details.after,
  });
}

/** A use case's input for a change a signed-in caller makes: who, from where, and what. */
export type ChangeInput<T extends object> = { caller: Caller; context: RequestContext } & T;
