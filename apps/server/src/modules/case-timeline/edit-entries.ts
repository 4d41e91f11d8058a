import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, contractors, webUsers } from '../../db/schema';
import { fieldChanges, referencedIds, type ReferenceNames } from './field-change-text';
import { keyOf, newestFirst, olderThan } from './timeline-cursor';
import { nameOf, type SourceRead, type TimelineRow } from './timeline-source';

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The names of the officers and contractors the edits name, within the case's authority. */
async function referenceNames(
  db: Executor,
  authorityId: number,
  values: Record<string, unknown>[],
): Promise<ReferenceNames> {
  const ids = referencedIds(values);
  const [officers, firms] = await Promise.all([
    ids.officers.length === 0
      ? []
      : db
          .select({ id: webUsers.id, name: nameOf(webUsers) })
          .from(webUsers)
          .where(and(eq(webUsers.authorityId, authorityId), inArray(webUsers.id, ids.officers))),
    ids.contractors.length === 0
      ? []
      : db
          .select({ id: contractors.id, name: contractors.companyName })
          .from(contractors)
          .where(and(eq(contractors.authorityId, authorityId), inArray(contractors.id, ids.contractors))),
  ]);
  return {
    assignedOfficerId: new Map(officers.map((row) => [row.id, row.name])),
    contractorId: new Map(firms.map((row) => [row.id, row.name])),
  };
}

/** The edits of the case's fields, from the audit log, each with what it changed. */
export async function editEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('edit')) return [];
  const key = keyOf('edit', auditLog.id);
  const rows = await db
    .select({
      key,
      at: auditLog.occurredAt,
      who: nameOf(webUsers),
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(webUsers, eq(webUsers.id, auditLog.actorId))
    .where(
      and(
        // The audit log's index by record, then this authority's rows of it.
        eq(auditLog.entityType, 'case'),
        eq(auditLog.entityId, String(read.caseId)),
        eq(auditLog.action, 'case.update'),
        eq(auditLog.authorityId, read.authorityId),
        olderThan(auditLog.occurredAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(auditLog.occurredAt, key))
    .limit(read.limit);
  const values = rows.flatMap((row) => [asObject(row.before), asObject(row.after)]);
  const names = await referenceNames(db, read.authorityId, values);
  return rows.map((row) => {
    const changes = fieldChanges(asObject(row.before), asObject(row.after), names);
    return {
      key: row.key,
      kind: 'edit',
      at: row.at,
      // Blank when the actor is no longer a user (the log keeps rows longer than people).
      who: row.who || null,
      what:
        changes.length === 1
          ? `Case edited: ${changes[0]?.label ?? ''}`
          : `Case edited: ${changes.length} fields changed`,
      detail: null,
      changes,
      link: null,
    };
  });
}
