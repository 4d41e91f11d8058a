import { and, not, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { caseCounts, caseDueCounts, cases } from '../../db/schema';
import {
  clockMarkOf,
  dueSoonAmongPastDue,
  dueSoonOfAnyClock,
  hasClockMark,
  nextRunningDueSoon,
  runningPastDueCaseIds,
  takesRunningPastDue,
} from './case-list-clock-filter';
import {
  countable,
  countsWhere,
  listWhere,
  marksCountable,
  withoutClock,
  type ListShape,
} from './case-list-filters';

/** Whether the list is counted from `countedRows` rather than by reading every match. */
export function countedInRows(shape: ListShape): boolean {
  return countable(shape) || marksCountable(shape) || dueSoonOfAnyClock(shape);
}

/** A case's officer, counted once. */
const oneCase = {
  officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
  cases: sql<number>`1`.as('cases'),
};

/** A case's officer, taken off a count: a case counted in a summary that the viewer may not see. */
const oneHiddenCase = {
  officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
  cases: sql<number>`-1`.as('cases'),
};

/**
 * The cases a summary counts (those matching the list without its clock conditions, and `counted`)
 * that are restricted to others, each as a row of -1: a summary counts every case, and the list
 * does not show these. Read from case_restrictions, so nothing when no case is restricted.
 */
const hiddenRows = (db: Database, shape: ListShape, counted: SQL | undefined) =>
  db
    .select(oneHiddenCase)
    .from(cases)
    .where(and(listWhere(withoutClock(shape), 'all', 'hidden'), counted));

/**
 * Any clock's DueSoon as two reads of the cases: those whose soonest running clock is due soon (by
 * their index), and apart, those with a clock past its due date the daily job has not stored
 * (whose soonest is before today) that have another due soon.
 */
export function dueSoonReads(shape: ListShape): [SQL | undefined, SQL | undefined] {
  const others = listWhere(withoutClock(shape));
  return [
    and(others, nextRunningDueSoon()),
    and(sql`${cases.id} = any(array(${dueSoonAmongPastDue()}))`, others),
  ];
}

/**
 * Any clock's DueSoon as rows of officer and cases: the cases whose soonest running clock is due
 * soon counted from case_due_counts when it knows the other filters (scope, officer, statuses),
 * else read by their index; then the cases past due unstored with another due soon.
 */
const dueSoonRows = (db: Database, shape: ListShape) => {
  const [soonest, pastDue] = dueSoonReads(shape);
  const pastDueRows = db.select(oneCase).from(cases).where(pastDue);
  const others = withoutClock(shape);
  if (!countable(others)) return unionAll(db.select(oneCase).from(cases).where(soonest), pastDueRows);
  const counted = db
    .select({
      officerId: sql<number | null>`${caseDueCounts.assignedOfficerId}`.as('officer_id'),
      cases: sql<number>`${caseDueCounts.cases}`.as('cases'),
    })
    .from(caseDueCounts)
    .where(and(countsWhere(others, caseDueCounts), nextRunningDueSoon(caseDueCounts.nextRunningDue)));
  return unionAll(counted, pastDueRows, hiddenRows(db, shape, nextRunningDueSoon()));
};

/**
 * A list `countedInRows` as rows of officer and cases: any clock's DueSoon from `dueSoonRows`;
 * otherwise case_counts' matching rows, less the cases among them restricted to others, and, for
 * any clock's Missed or Overdue, a row for each case whose running clock has passed its due date
 * since the clocks.daily job last stored its clocks (not marked yet, so not in those rows).
 */
export function countedRows(db: Database, shape: ListShape) {
  if (dueSoonOfAnyClock(shape)) return dueSoonRows(db, shape);
  const summary = db
    .select({
      officerId: sql<number | null>`${caseCounts.assignedOfficerId}`.as('officer_id'),
      cases: sql<number>`${caseCounts.cases}`.as('cases'),
    })
    .from(caseCounts)
    .where(countsWhere(shape));
  const mark = clockMarkOf(shape);
  const hidden = hiddenRows(db, shape, mark === null ? undefined : hasClockMark(mark));
  if (mark === null || !takesRunningPastDue(mark)) return unionAll(summary, hidden);
  // The few clocks' cases read by id: an array read once, so no plan reads every case (or starts
  // parallel workers, as a join to the clocks' estimated thousands did).
  const unmarked = db
    .select(oneCase)
    .from(cases)
    .where(
      and(
        sql`${cases.id} = any(array(${runningPastDueCaseIds()}))`,
        listWhere(withoutClock(shape)),
        not(hasClockMark(mark)),
      ),
    );
  return unionAll(summary, unmarked, hidden);
}
