import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { currentRequest } from './audit-scope';

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * Completes an entry from the request it is written in: its address and id when not given, and
 * above all the platform admin behind an impersonated caller. A row whose actor is the caller
 * of an impersonation session always names the admin as on-behalf-of, whatever the use case
 * passed, so no write made while impersonating can be recorded as the user's alone.
 */
function completed(entry: AuditEntry): AuditEntry {
  const request = currentRequest();
  if (!request) return entry;
  const caller = request.caller;
  const impersonated =
    caller !== null && caller.impersonatorId !== null && entry.actorId === caller.webUserId;
  return {
    ...entry,
    ip: entry.ip ?? request.ip,
    requestId: entry.requestId ?? request.id,
    onBehalfOfId: impersonated ? caller.impersonatorId : entry.onBehalfOfId,
  };
}

/** Appends one row to the audit log; pass the transaction that makes the change it records. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(completed(entry));
}
