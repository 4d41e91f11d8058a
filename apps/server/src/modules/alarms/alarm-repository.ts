import type { AlarmItem } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { actionItemDismissals, actionItems } from '../../db/schema';

/** Whose alarms: an officer of an authority. */
export type AlarmOwner = { authorityId: number; webUserId: number };

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

type AlarmListRow = {
  upcoming: AlarmRowJson[];
  past: AlarmRowJson[];
  upcomingCount: number;
  pastCount: number;
};
type AlarmRowJson = Omit<AlarmRow, 'scheduledAt'> & { scheduledAt: string };

/**
 * The first `upcomingCount` alarms due at `now` or later (soonest first), the first `pastCount`
 * due before (latest first), and how many there are of each, in one statement: one round trip,
 * each part a range of `action_items_officer_open_idx` (the counts from the index alone).
 */
export async function findAlarmLists(
  db: Executor,
  owner: AlarmOwner,
  now: Date,
  counts: { upcoming: number; past: number },
) {
  const at = now.toISOString();
  const open = sql`${actionItems.authorityId} = ${owner.authorityId}
    and ${actionItems.assignedOfficerId} = ${owner.webUserId}
    and not ${actionItems.isCompleted}
    and not exists (select from ${actionItemDismissals} where ${actionItemDismissals.webUserId} = ${owner.webUserId} and ${actionItemDismissals.actionItemId} = ${actionItems.id})`;
  const columns = sql`${actionItems.id} as "actionItemDetailId", ${actionItems.caseId} as "caseManagerDetailId",
    ${actionItems.prefix} as "prefix", ${actionItems.description} as "description", ${actionItems.scheduledAt} as "scheduledAt"`;
  const result = await db.execute<AlarmListRow>(sql`
    select
      coalesce((select json_agg(u) from (select ${columns} from ${actionItems} where ${open} and ${actionItems.scheduledAt} >= ${at}::timestamptz
        order by ${actionItems.scheduledAt}, ${actionItems.id} limit ${counts.upcoming}) u), '[]') as "upcoming",
      coalesce((select json_agg(p) from (select ${columns} from ${actionItems} where ${open} and ${actionItems.scheduledAt} < ${at}::timestamptz
        order by ${actionItems.scheduledAt} desc, ${actionItems.id} desc limit ${counts.past}) p), '[]') as "past",
      (select count(*) from ${actionItems} where ${open} and ${actionItems.scheduledAt} >= ${at}::timestamptz)::int as "upcomingCount",
      (select count(*) from ${actionItems} where ${open} and ${actionItems.scheduledAt} < ${at}::timestamptz)::int as "pastCount"`);
  const [row] = result.rows;
  const toItems = (rows: AlarmRowJson[] | undefined) =>
    (rows ?? []).map((item) => toAlarm({ ...item, scheduledAt: new Date(item.scheduledAt) }, now));
  return {
    upcoming: toItems(row?.upcoming),
    past: toItems(row?.past),
    counted: { upcoming: row?.upcomingCount ?? 0, past: row?.pastCount ?? 0 },
  };
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
