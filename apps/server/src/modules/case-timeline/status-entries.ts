import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applicationStatusMaster, caseStatusHistory, webUsers } from '../../db/schema';
import { keyOf, newestFirst, olderThan } from './timeline-cursor';
import { nameOf, type SourceRead, type TimelineRow } from './timeline-source';

const fromStatus = alias(applicationStatusMaster, 'from_status');
const toStatus = alias(applicationStatusMaster, 'to_status');

/** The case's status changes, at the date each took effect, with who made it and why. */
export async function statusEntries(db: Executor, read: SourceRead): Promise<TimelineRow[]> {
  if (!read.kinds.has('status')) return [];
  const key = keyOf('status', caseStatusHistory.id);
  const rows = await db
    .select({
      key,
      at: caseStatusHistory.changedAt,
      who: nameOf(webUsers),
      fromName: fromStatus.name,
      toName: toStatus.name,
      note: caseStatusHistory.note,
      refusal: caseStatusHistory.refusalReasonText,
    })
    .from(caseStatusHistory)
    .innerJoin(toStatus, eq(toStatus.id, caseStatusHistory.toStatusId))
    .leftJoin(fromStatus, eq(fromStatus.id, caseStatusHistory.fromStatusId))
    .innerJoin(webUsers, eq(webUsers.id, caseStatusHistory.changedById))
    .where(
      and(
        eq(caseStatusHistory.authorityId, read.authorityId),
        eq(caseStatusHistory.caseId, read.caseId),
        olderThan(caseStatusHistory.changedAt, key, read.cursor),
      ),
    )
    .orderBy(...newestFirst(caseStatusHistory.changedAt, key))
    .limit(read.limit);
  return rows.map((row) => ({
    key: row.key,
    kind: 'status',
    at: row.at,
    who: row.who,
    what: row.fromName
      ? `Status changed from ${row.fromName} to ${row.toName}`
      : `Case opened at ${row.toName}`,
    detail: [row.refusal && `Refused: ${row.refusal}`, row.note].filter(Boolean).join(' · ') || null,
    changes: [],
    link: null,
  }));
}
