import {
  BULK_ACTIONS,
  BULK_CASE_OUTCOMES,
  BULK_RUN_STATES,
  type BulkActionDetails,
} from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * A bulk action an officer started on the case list (docs/bulk-actions.md), run by the
 * bulk-actions.run job. It keeps who asked and from where, so that each case's audit row names
 * them as a single change would, and its counts, which each case's transaction moves on.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    requestedById: integer()
      .notNull()
      .references(() => webUsers.id),
    /** The platform admin acting as the requester, when impersonating. */
    impersonatorId: integer().references(() => webUsers.id),
    requestIp: text().notNull(),
    requestId: text().notNull(),
    action: text({ enum: BULK_ACTIONS }).notNull(),
    /** The action as the contract parsed it (bulkActionSchema). */
    details: jsonb().$type<BulkActionDetails>().notNull(),
    state: text({ enum: BULK_RUN_STATES }).notNull().default('RUNNING'),
    totalCount: integer().notNull(),
    doneCount: integer().notNull().default(0),
    refusedCount: integer().notNull().default(0),
    ignoredCount: integer().notNull().default(0),
    createdAt: createdAt(),
    /** When a case last finished: a run without progress for a while is picked up again. */
    progressAt: timestampTz().notNull().defaultNow(),
    finishedAt: timestampTz(),
  },
  (table) => [
    check('bulk_runs_action_check', isOneOf(table.action, BULK_ACTIONS)),
    check('bulk_runs_state_check', isOneOf(table.state, BULK_RUN_STATES)),
    index('bulk_runs_authority_idx').on(table.authorityId, table.createdAt.desc()),
    index('bulk_runs_running_idx')
      .on(table.progressAt)
      .where(sql`${table.state} = 'RUNNING'`),
  ],
);

/** One case of a run: waiting, done, or refused with the reason. */
export const bulkRunCases = pgTable(
  'bulk_run_cases',
  {
    runId: integer()
      .notNull()
      .references(() => bulkRuns.id, { onDelete: 'cascade' }),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    outcome: text({ enum: BULK_CASE_OUTCOMES }).notNull().default('PENDING'),
    reason: text(),
    finishedAt: timestampTz(),
  },
  (table) => [
    primaryKey({ name: 'bulk_run_cases_pkey', columns: [table.runId, table.caseId] }),
    caseKey('bulk_run_cases_case_fk', table.authorityId, table.caseId),
    check('bulk_run_cases_outcome_check', isOneOf(table.outcome, BULK_CASE_OUTCOMES)),
    check('bulk_run_cases_reason_check', sql`(${table.outcome} = 'REFUSED') = (${table.reason} is not null)`),
    // The cases a run has still to do, in order, and its results by outcome.
    index('bulk_run_cases_outcome_idx').on(table.runId, table.outcome, table.caseId),
    // A case's removal finds its rows here.
    index('bulk_run_cases_case_idx').on(table.authorityId, table.caseId),
  ],
);
