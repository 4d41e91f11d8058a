import type { AlarmItem } from '@casekeeper/contract';
import { and, asc, count, desc, eq, gte, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { actionItemDismissals, actionItems } from '../../db/schema';

/** Whose alarms: an officer of an authority. */
export type AlarmOwner = { authorityId: number; webUserId: number };

/**
 * The owner's alarms: the open items on the cases assigned to them that they have not dismissed.
 * The officer's open items are one range of `action_items_officer_open_idx`.
 */
function openAlarmsOf(owner: AlarmOwner): SQL | undefined {
  return and(
    eq(actionItems.authorityId, owner.authorityId),
    eq(actionItems.assignedOfficerId, owner.webUserId),
    not(actionItems.isCompleted),
    sql`not exists (select from ${actionItemDismissals} where ${actionItemDismissals.webUserId} = ${owner.webUserId} and ${actionItemDismissals.actionItemId} = ${actionItems.id})`,
  );
}

const alarmColumns = {
  actionItemDetailId: actionItems.id,
  caseManagerDetailId: actionItems.caseId,
  prefix: actionItems.prefix,
  description: actionItems.description,
  scheduledAt: actionItems.scheduledAt,
};

type AlarmRow = {
  actionItemDetailId: number;
  caseManagerDetailId: number;
  prefix: string;
  description: string;
  scheduledAt: Date;
};

function toAlarm(row: AlarmRow, now: Date): AlarmItem {
  return {
    actionItemDetailId: row.actionItemDetailId,
    caseManagerDetailId: row.caseManagerDetailId,
    actionItemDetail: `${row.prefix} - ${row.description}`,
    scheduledDate: row.scheduledAt.toISOString(),
    isDatePassed: row.scheduledAt < now,
  };
}

/** The first `limit` alarms due at `now` or later, soonest first. */
export async function findUpcomingAlarms(db: Executor, owner: AlarmOwner, now: Date, limit: number) {
  const rows = await db
    .select(alarmColumns)
    .from(actionItems)
    .where(and(openAlarmsOf(owner), gte(actionItems.scheduledAt, now)))
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id))
    .limit(limit);
  return rows.map((row) => toAlarm(row, now));
}

/** The first `limit` alarms due before `now`, latest first. */
export async function findPastAlarms(db: Executor, owner: AlarmOwner, now: Date, limit: number) {
  const rows = await db
    .select(alarmColumns)
    .from(actionItems)
    .where(and(openAlarmsOf(owner), lt(actionItems.scheduledAt, now)))
    .orderBy(desc(actionItems.scheduledAt), desc(actionItems.id))
    .limit(limit);
  return rows.map((row) => toAlarm(row, now));
}

/** How many of the owner's alarms are upcoming and how many past, at `now`. */
export async function countAlarms(db: Executor, owner: AlarmOwner, now: Date) {
  const [counted] = await db
    .select({
      upcoming: sql<number>`(${count()} filter (where ${gte(actionItems.scheduledAt, now)}))::int`,
      past: sql<number>`(${count()} filter (where ${lt(actionItems.scheduledAt, now)}))::int`,
    })
    .from(actionItems)
    .where(openAlarmsOf(owner));
  return counted ?? { upcoming: 0, past: 0 };
}

/** Whether item `id` is one of the owner's alarms (dismissed already or not). */
export async function isAlarmOf(db: Database, owner: AlarmOwner, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(
      and(
        eq(actionItems.id, id),
        eq(actionItems.authorityId, owner.authorityId),
        eq(actionItems.assignedOfficerId, owner.webUserId),
      ),
    );
  return found !== undefined;
}

/** Takes item `id` out of the owner's alarm lists; answers whether it was in them. */
export async function insertDismissal(db: Executor, owner: AlarmOwner, id: number): Promise<boolean> {
  const inserted = await db
    .insert(actionItemDismissals)
    .values({ webUserId: owner.webUserId, actionItemId: id, authorityId: owner.authorityId })
    .onConflictDoNothing()
    .returning({ id: actionItemDismissals.actionItemId });
  return inserted.length > 0;
}
