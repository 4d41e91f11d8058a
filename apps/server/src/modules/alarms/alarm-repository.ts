import type { AlarmItem } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedByShape } from '../../db/prepared-by-shape';
import { actionItemDismissals, actionItems, authorities, cases } from '../../db/schema';
import { hiddenCaseIds } from '../../db/case-visibility';

/** Whose alarms: an officer of an authority. */
export type AlarmOwner = { authorityId: number; webUserId: number };

type AlarmRow = {
  actionItemDetailId: number;
  caseManagerDetailId: number;
  prefix: string;
  description: string;
  scheduledAt: Date;
  caseNumber: string;
  clientName: string;
  fromApplicant: boolean;
};

function toAlarm(row: AlarmRow, now: Date): AlarmItem {
  return {
    actionItemDetailId: row.actionItemDetailId,
    caseManagerDetailId: row.caseManagerDetailId,
    caseNumber: row.caseNumber,
    clientName: row.clientName,
    actionItemDetail: `${row.prefix} - ${row.description}`,
    scheduledDate: row.scheduledAt.toISOString(),
    // What the applicant sent is no task with a date: new until seen, never overdue.
    isDatePassed: !row.fromApplicant && row.scheduledAt < now,
    isNew: row.fromApplicant,
  };
}

type AlarmRowJson = Omit<AlarmRow, 'scheduledAt'> & { scheduledAt: string };

const value = (name: string) => sql.placeholder(name);

/** Which list: the officer's own items due from `now` or before it, or what the applicant sent (new). */
type AlarmKind = 'upcoming' | 'past' | 'new';

/** The new list has no time of its own: what the applicant sent waits until seen, latest first. */
const byTime = (due: AlarmKind) =>
  due === 'new'
    ? sql`${actionItems.fromApplicant}`
    : sql`not ${actionItems.fromApplicant}
    and ${actionItems.scheduledAt} ${sql.raw(due === 'upcoming' ? '>=' : '<')} ${value('now')}::timestamptz`;

/**
 * The owner's alarms: their open items that they have not dismissed, due from or before `now`
 * (or sent by the applicant, unseen), on cases they may see (a case restricted to others raises
 * no alarm of theirs). It spells out the predicate of `action_items_officer_open_idx` so the
 * planner can use it.
 */
function openAlarms(due: AlarmKind) {
  return sql`${actionItems.authorityId} = ${value('authorityId')}
    and ${actionItems.assignedOfficerId} = ${value('webUserId')}
    and not ${actionItems.isCompleted}
    and not ${actionItems.dismissedByOfficer}
    and ${byTime(due)}
    and ${actionItems.caseId} not in (${hiddenCaseIds(value('authorityId'), value('webUserId'))})`;
}

const alarmColumns = sql`${actionItems.id} as "actionItemDetailId", ${actionItems.caseId} as "caseManagerDetailId",
  ${actionItems.prefix} as "prefix", ${actionItems.description} as "description", ${actionItems.scheduledAt} as "scheduledAt",
  ${actionItems.fromApplicant} as "fromApplicant"`;

/**
 * Both lists (as JSON), both counts and when the soonest upcoming alarm falls due, in one
 * statement prepared once per connection: one round trip, planned once, each part a range of
 * `action_items_officer_open_idx` (the counts and the soonest from the index alone; dismissed
 * items are not in it, migration 0021). Read off the caller's authority's row, which is always
 * there.
 */
/**
 * One list's first `limit` alarms, each named by its case: the case is joined by its primary key
 * after the limit, so naming costs one index probe per alarm shown, whatever the officer has open.
 */
function alarmsNamedByCase(due: AlarmKind, limit: string) {
  const direction = sql.raw(due === 'upcoming' ? 'asc' : 'desc');
  return sql`coalesce((select json_agg(named order by named."scheduledAt" ${direction},
      named."actionItemDetailId" ${direction}) from (
    select alarm.*, ${cases.caseNumber} as "caseNumber",
      concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName}) as "clientName"
    from (select ${alarmColumns} from ${actionItems} where ${openAlarms(due)}
      order by ${actionItems.scheduledAt} ${direction}, ${actionItems.id} ${direction}
      limit ${value(limit)}) alarm
    join ${cases} on ${cases.id} = alarm."caseManagerDetailId") named), '[]')`;
}

const findAlarmListsStatement = preparedByShape('alarm_lists', (db) =>
  db
    .select({
      upcoming: sql<AlarmRowJson[]>`${alarmsNamedByCase('upcoming', 'upcomingCount')}`,
      past: sql<AlarmRowJson[]>`${alarmsNamedByCase('past', 'pastCount')}`,
      fresh: sql<AlarmRowJson[]>`${alarmsNamedByCase('new', 'pastCount')}`,
      upcomingCount: sql<number>`(select count(*) from ${actionItems} where ${openAlarms('upcoming')})::int`,
      pastCount: sql<number>`(select count(*) from ${actionItems} where ${openAlarms('past')})::int`,
      newCount: sql<number>`(select count(*) from ${actionItems} where ${openAlarms('new')})::int`,
      soonestUpcomingAt: sql<string | null>`(select min(${actionItems.scheduledAt}) from ${actionItems}
        where ${openAlarms('upcoming')})`,
    })
    .from(authorities)
    .where(eq(authorities.id, value('authorityId'))),
);

/**
 * The first `counts.upcoming` alarms due at `now` or later (soonest first), the first
 * `counts.past` due before (latest first) and as many of what the applicant sent and nobody has
 * seen (latest first), how many there are of each, and when the soonest
 * upcoming one falls due (null: none), whatever `counts.upcoming` is: until then, the answer
 * stays the answer for a later `now`.
 */
export async function findAlarmLists(
  db: Database,
  owner: AlarmOwner,
  now: Date,
  counts: { upcoming: number; past: number },
) {
  const [row] = await findAlarmListsStatement(db, null, {
    ...owner,
    now: now.toISOString(),
    upcomingCount: counts.upcoming,
    pastCount: counts.past,
  });
  const toItems = (rows: AlarmRowJson[] | undefined) =>
    (rows ?? []).map((item) => toAlarm({ ...item, scheduledAt: new Date(item.scheduledAt) }, now));
  return {
    upcoming: toItems(row?.upcoming),
    past: toItems(row?.past),
    fresh: toItems(row?.fresh),
    counted: { upcoming: row?.upcomingCount ?? 0, past: row?.pastCount ?? 0, fresh: row?.newCount ?? 0 },
    soonestUpcomingAt: row?.soonestUpcomingAt ? new Date(row.soonestUpcomingAt) : null,
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
        sql`${actionItems.caseId} not in (${hiddenCaseIds(owner.authorityId, owner.webUserId)})`,
      ),
    );
  return found !== undefined;
}

/**
 * Takes item `id` out of the owner's alarm lists (the dismissal's trigger sets the item's
 * `dismissed_by_officer`); answers whether it was in them.
 */
export async function insertDismissal(db: Executor, owner: AlarmOwner, id: number): Promise<boolean> {
  const inserted = await db
    .insert(actionItemDismissals)
    .values({ webUserId: owner.webUserId, actionItemId: id, authorityId: owner.authorityId })
    .onConflictDoNothing()
    .returning({ id: actionItemDismissals.actionItemId });
  return inserted.length > 0;
}
