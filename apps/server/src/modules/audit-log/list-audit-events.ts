import type { AuditEvent, AuditPage } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { findAuditEvents, type AuditEventRow, type AuditFilter } from './audit-event-repository';

function person(id: number | null, name: string | null, email: string | null): AuditEvent['actor'] {
  return id === null ? null : { id, name: name ?? '', email: email ?? '' };
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: person(row.actorId, row.actorName, row.actorEmail),
    onBehalfOf: person(row.onBehalfOfId, row.onBehalfOfName, row.onBehalfOfEmail),
    authority: row.authorityId === null ? null : { id: row.authorityId, name: row.authorityName ?? '' },
    before: row.before,
    after: row.after,
    ip: row.ip,
    requestId: row.requestId,
  };
}

/**
 * A page of the audit log for platform admins, newest first. Paged by keyset: one more row than
 * asked for tells whether an older page exists, so no count runs over the whole log.
 */
export async function listAuditEvents(
  db: Executor,
  input: { filter: AuditFilter; limit: number },
): Promise<AuditPage> {
  const rows = await findAuditEvents(db, input.filter, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(toAuditEvent),
    nextCursor: rows.length > input.limit && last ? last.id : null,
    limit: input.limit,
  };
}
