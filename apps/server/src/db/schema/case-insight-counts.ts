import { bigint, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/** The kinds of figure case_insight_counts keeps, one extra dimension each. */
export const CASE_INSIGHT_FACTS = ['case', 'month', 'stay'] as const;
export type CaseInsightFact = (typeof CASE_INSIGHT_FACTS)[number];

/**
 * The dashboard's figures over the live cases, kept exact by triggers on `cases` and
 * `case_status_history` (migration 0015) in the writing transaction, so the charts add up a few
 * thousand rows instead of reading 100,000 cases and their histories. Every row is keyed by what
 * the case list's countable filters read (authority, the case's current status and officer) and
 * one more dimension, by `fact`:
 * - `case`: `cases` per contractor (null: none);
 * - `month`: cases `opened` (created) and `ended` (now Closed or Withdrawn, entered) per month, in
 *   Europe/London;
 * - `stay`: time in `stay_status_id`, from the status history: `completed_stays` and their
 *   `completed_seconds`, and the current stays with the sum of when each began (seconds since the
 *   epoch), so that their time up to any moment is `current_stays * now - current_since_seconds`.
 */
export const caseInsightCounts = pgTable(
  'case_insight_counts',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    fact: text({ enum: CASE_INSIGHT_FACTS }).notNull(),
    statusId: integer().notNull(),
    assignedOfficerId: integer(),
    contractorId: integer(),
    month: date({ mode: 'string' }),
    stayStatusId: integer(),
    cases: integer().notNull().default(0),
    opened: integer().notNull().default(0),
    ended: integer().notNull().default(0),
    completedStays: integer().notNull().default(0),
    completedSeconds: bigint({ mode: 'number' }).notNull().default(0),
    currentStays: integer().notNull().default(0),
    currentSinceSeconds: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    unique('case_insight_counts_key')
      .on(
        table.authorityId,
        table.fact,
        table.statusId,
        table.assignedOfficerId,
        table.contractorId,
        table.month,
        table.stayStatusId,
      )
      .nullsNotDistinct(),
  ],
);
