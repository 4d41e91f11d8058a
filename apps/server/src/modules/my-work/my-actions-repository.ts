import type { ActionType, MyWorkFilter, MyWorkSort } from '@casekeeper/contract';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries, actionItems, cases } from '../../db/schema';
import type { MyWorkOwner } from './my-work-owner';
import { clientNameOf, openItemsOf } from './open-actions';

/** The moments the lists divide at: now, and the end of today in London. */
export type DueWindow = { now: Date; endOfToday: Date };

export type ActionPage = {
  filter: MyWorkFilter;
  type: ActionType | undefined;
  sort: MyWorkSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
};

function dueIn(filter: MyWorkFilter, { now, endOfToday }: DueWindow): SQL | undefined {
  switch (filter) {
    case 'overdue':
      return lt(actionItems.scheduledAt, now);
    case 'today':
      return and(gte(actionItems.scheduledAt, now), lt(actionItems.scheduledAt, endOfToday));
    case 'upcoming':
      return gte(actionItems.scheduledAt, now);
    case 'due':
      return lt(actionItems.scheduledAt, endOfToday);
  }
}

/**
 * A case's place in case-number order (year, then sequence) as one number, read by the case's key
 * per item: a scalar subquery, which PostgreSQL never turns into a join, so ordering an officer's
 * items by case never reads the authority's cases.
 */
const caseOrderOf = sql<number>`(select ${cases.caseYear}::bigint * 1000000000 + ${cases.caseSequence}
  from ${cases} where ${cases.authorityId} = ${actionItems.authorityId} and ${cases.id} = ${actionItems.caseId})`;

/** Not about a disposed case, by the same one-probe subquery (only the items a page reads pay it). */
const notOnDisposedCase = sql`(select ${cases.disposedAt} is not null
  from ${cases} where ${cases.authorityId} = ${actionItems.authorityId} and ${cases.id} = ${actionItems.caseId}) is not true`;

/** The statements of `findMyActions`, apart so their plans can be read (my-work-plan.test.ts). */
export function myActionStatements(db: Executor, owner: MyWorkOwner, window: DueWindow, page: ActionPage) {
  const { now, endOfToday } = window;
  const open = openItemsOf(owner, 'actions');
  const direction = page.dir === 'asc' ? asc : desc;
  // The page's items first, from the owner's range of action_items_officer_open_idx alone (a
  // subquery with a limit is never merged into its query); then each named by its case and diary.
  const picked = db
    .select({
      id: actionItems.id,
      caseId: actionItems.caseId,
      diaryId: actionItems.diaryId,
      type: actionItems.prefix,
      description: actionItems.description,
      dueAt: actionItems.scheduledAt,
      caseOrder: (page.sort === 'case' ? caseOrderOf : sql<number>`0`).as('case_order'),
    })
    .from(actionItems)
    .where(
      and(
        open,
        dueIn(page.filter, window),
        page.type ? eq(actionItems.prefix, page.type) : undefined,
        notOnDisposedCase,
      ),
    )
    .orderBy(
      ...(page.sort === 'case' ? [direction(caseOrderOf)] : []),
      page.sort === 'case' ? asc(actionItems.scheduledAt) : direction(actionItems.scheduledAt),
      direction(actionItems.id),
    )
    .limit(page.limit)
    .offset(page.offset)
    .as('picked');
  return {
    page: db
      .select({
        id: picked.id,
        caseId: picked.caseId,
        caseNumber: cases.caseNumber,
        clientName: clientNameOf,
        diaryTitle: actionDiaries.title,
        type: picked.type,
        description: picked.description,
        dueAt: picked.dueAt,
      })
      .from(picked)
      .innerJoin(cases, eq(cases.id, picked.caseId))
      .innerJoin(actionDiaries, eq(actionDiaries.id, picked.diaryId))
      .orderBy(
        direction(picked.caseOrder),
        page.sort === 'case' ? asc(picked.dueAt) : direction(picked.dueAt),
        direction(picked.id),
      ),
    /** The alarms' counts, read as they read them: one range of the owner's open items. */
    counts: db
      .select({
        overdue: sql<number>`(count(*) filter (where ${lt(actionItems.scheduledAt, now)}))::int`,
        today: sql<number>`(count(*) filter (where ${and(gte(actionItems.scheduledAt, now), lt(actionItems.scheduledAt, endOfToday))}))::int`,
        upcoming: sql<number>`(count(*) filter (where ${gte(actionItems.scheduledAt, now)}))::int`,
        ofType: page.type
          ? sql<number>`(count(*) filter (where ${and(dueIn(page.filter, window), eq(actionItems.prefix, page.type))}))::int`
          : sql<number>`0`,
      })
      .from(actionItems)
      .where(open),
  };
}

/** How many a filter takes, from the counts. */
function countIn(filter: MyWorkFilter, counts: { overdue: number; today: number; upcoming: number }) {
  switch (filter) {
    case 'overdue':
      return counts.overdue;
    case 'today':
      return counts.today;
    case 'upcoming':
      return counts.upcoming;
    case 'due':
      return counts.overdue + counts.today;
  }
}

/**
 * The owner's open actions the filter and type take, a page of them in the order asked (by due
 * time, or by case number then due time; the item's id settles ties), each with its case and
 * diary; how many the filter and type take in all; and the alarms' counts (past: overdue;
 * upcoming, of which today's), whatever the filter.
 */
export async function findMyActions(db: Executor, owner: MyWorkOwner, window: DueWindow, page: ActionPage) {
  const statements = myActionStatements(db, owner, window, page);
  const [items, [counted]] = await Promise.all([statements.page, statements.counts]);
  const counts = {
    overdue: counted?.overdue ?? 0,
    today: counted?.today ?? 0,
    upcoming: counted?.upcoming ?? 0,
  };
  return { items, total: page.type ? (counted?.ofType ?? 0) : countIn(page.filter, counts), counts };
}
