import { auditActionLabel } from '@casekeeper/contract';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { actionDiaries, actionItems, auditLog, warningNotes, webUsers } from '../../db/schema';

export type NamedIn = {
  authorityId: number;
  caseIds: readonly number[];
  applicantIds: readonly number[];
  /** Rows about the cases' warning notes (whose words they hold) only when the export includes them. */
  includeWarningNotes: boolean;
};

const about = (entityType: string, ids: SQL) =>
  and(eq(auditLog.entityType, entityType), sql`${auditLog.entityId} in (${ids})`);

const idsOf = (table: { id: AnyColumn; caseId: AnyColumn }, caseIds: readonly number[]) =>
  sql`select ${table.id}::text from ${table} where ${inArray(table.caseId, [...caseIds])}`;

/**
 * The audit rows that name the person: about their cases (and those cases' diaries, items and,
 * if chosen, warning notes), about their applicant accounts, or made by those accounts; of the
 * authority alone.
 */
function namingThem(named: NamedIn): SQL | undefined {
  const { caseIds, applicantIds } = named;
  const conditions: (SQL | undefined)[] = [];
  if (caseIds.length > 0) {
    const asText = caseIds.map(String);
    conditions.push(
      and(eq(auditLog.entityType, 'case'), inArray(auditLog.entityId, asText)),
      about('action_diary', idsOf(actionDiaries, caseIds)),
      about('action_item', idsOf(actionItems, caseIds)),
    );
    if (named.includeWarningNotes) conditions.push(about('warning_note', idsOf(warningNotes, caseIds)));
  }
  if (applicantIds.length > 0) {
    conditions.push(
      and(eq(auditLog.entityType, 'web_user'), inArray(auditLog.entityId, applicantIds.map(String))),
      inArray(auditLog.actorId, [...applicantIds]),
    );
  }
  if (conditions.length === 0) return sql`false`;
  return and(eq(auditLog.authorityId, named.authorityId), or(...conditions));
}

export function countAuditEntries(db: Executor, named: NamedIn): Promise<number> {
  return db.$count(auditLog, namingThem(named));
}

const actor = alias(webUsers, 'actor');

/** Those rows, oldest first, with the action in words and who acted. */
export async function findAuditEntries(db: Executor, named: NamedIn) {
  const rows = await db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      action: auditLog.action,
      actorName: sql<
        string | null
      >`case when ${actor.id} is null then null else concat_ws(' ', ${actor.firstName}, ${actor.lastName}) end`,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(namingThem(named))
    .orderBy(asc(auditLog.occurredAt), asc(auditLog.id));
  return rows.map((row) => ({ ...row, actionLabel: auditActionLabel(row.action) }));
}
