import { date, index, integer, pgTable, smallint, unique } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/**
 * How many live (not deleted) cases each authority has per officer, status and clock marks, kept exact by
 * triggers on `cases` (migration 0011) in the writing transaction. The case list reads its total
 * here instead of counting up to 100,000 rows on every page; unassigned cases have a null officer.
 */
export const caseCounts = pgTable(
  'case_counts',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    assignedOfficerId: integer(),
    statusId: integer().notNull(),
    /** The cases' `clock_marks` (migration 0027): a list filtered by any clock's state counts here too. */
    clockMarks: smallint().notNull().default(0),
    cases: integer().notNull(),
  },
  (table) => [
    unique('case_counts_key')
      .on(table.authorityId, table.statusId, table.assignedOfficerId, table.clockMarks)
      .nullsNotDistinct(),
    // Every list page adds up its authority's rows (about 1,100 at the largest): read from the
    // index alone, INCLUDE (status_id, assigned_officer_id, clock_marks, cases), not from the ~290
    // pages of the table they are spread over (migration 0034; drizzle's index builder has no INCLUDE).
    index('case_counts_authority_read_idx').on(table.authorityId),
  ],
);

/**
 * How many live cases each authority has per next running due date (`cases.next_running_due`),
 * officer and status, kept exact by triggers on `cases` (migration 0029) in the writing
 * transaction: the list filtered by any clock's Due in 10 working days counts a fortnight's rows
 * here rather than thousands of cases.
 */
export const caseDueCounts = pgTable(
  'case_due_counts',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    nextRunningDue: date({ mode: 'string' }).notNull(),
    assignedOfficerId: integer(),
    statusId: integer().notNull(),
    cases: integer().notNull(),
  },
  (table) => [
    unique('case_due_counts_key')
      .on(table.authorityId, table.nextRunningDue, table.statusId, table.assignedOfficerId)
      .nullsNotDistinct(),
    // A fortnight's rows from the index alone: INCLUDE (status_id, assigned_officer_id, cases) (migration 0034).
    index('case_due_counts_read_idx').on(table.authorityId, table.nextRunningDue),
  ],
);
