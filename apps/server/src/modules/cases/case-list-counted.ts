import { and, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { caseCounts, cases } from '../../db/schema';
import {
  clockMarkOf,
  hasClockMark,
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

/** Whether the list is counted from case_counts (`countedRows`) rather than from its cases. */
export function countedFromSummary(shape: ListShape): boolean {
  return countable(shape) || marksCountable(shape);
}

/**
 * A list `countedFromSummary` as rows of officer and cases: case_counts' matching rows and, for
 * any clock's Missed or Overdue, a row for each case whose running clock has passed its due date
 * since the clocks.daily job last stored its clocks (not marked yet, so not in those rows).
 */
export function countedRows(db: Database, shape: ListShape) {
  const summary = db
    .select({
      officerId: sql<number | null>`${caseCounts.assignedOfficerId}`.as('officer_id'),
      cases: sql<number>`${caseCounts.cases}`.as('cases'),
    })
    .from(caseCounts)
    .where(countsWhere(shape));
  const mark = clockMarkOf(shape);
  if (mark === null || !takesRunningPastDue(mark)) return summary;
  // The few clocks' cases read by id: an array read once, so no plan reads every case (or starts
  // parallel workers, as a join to the clocks' estimated thousands did).
  const unmarked = db
    .select({
      officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
      cases: sql<number>`1`.as('cases'),
    })
    .from(cases)
    .where(
      and(
        sql`${cases.id} = any(array(${runningPastDueCaseIds()}))`,
        listWhere(withoutClock(shape)),
        not(hasClockMark(mark)),
      ),
    );
  return unionAll(summary, unmarked);
}
