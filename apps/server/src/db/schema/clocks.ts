import { CLOCK_LIMIT_UNITS, CLOCK_STATES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { authorityIdColumn, authorityKeys } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, isOneOf, timestampTz, updatedAt, version } from './columns';
import { webUserIdColumn } from './web-users';

/**
 * An authority's clocks (issue 14, docs/clocks.md): from a start status to a stop status, within a
 * limit. Every authority is given the contract's DEFAULT_CLOCK_DEFINITIONS by a trigger on
 * authorities (migration 0022), so no way of adding one can forget them.
 */
export const clockDefinitions = pgTable(
  'clock_definitions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer().notNull(),
    name: text().notNull(),
    // Status ids, checked against the pipeline rather than keyed to the master: the master is
    // seeded after migrations run, and these rows are made by one.
    startStatusId: integer().notNull(),
    stopStatusId: integer().notNull(),
    limitUnit: text({ enum: CLOCK_LIMIT_UNITS }).notNull(),
    limitValue: integer().notNull(),
    /** The limit for a case of Urgent priority; null: the same as any other. */
    urgentLimitValue: integer(),
    amberAtPercent: integer().notNull(),
    redAtPercent: integer().notNull(),
    pausedByOnHold: boolean().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    ...authorityKeys('clock_definitions', table.authorityId, table.id),
    unique('clock_definitions_authority_id_name_key').on(table.authorityId, table.name),
    check('clock_definitions_limit_unit_check', isOneOf(table.limitUnit, CLOCK_LIMIT_UNITS)),
    check(
      'clock_definitions_statuses_check',
      sql`${table.startStatusId} between 1 and 8 and ${table.stopStatusId} between 2 and 9 and ${table.stopStatusId} > ${table.startStatusId}`,
    ),
    check(
      'clock_definitions_limits_check',
      sql`${table.limitValue} > 0 and (${table.urgentLimitValue} is null or ${table.urgentLimitValue} > 0)`,
    ),
    check(
      'clock_definitions_thresholds_check',
      sql`${table.amberAtPercent} between 1 and ${table.redAtPercent} and ${table.redAtPercent} <= 100`,
    ),
  ],
);

/** Days an authority is closed beyond its nation's bank holidays; working days skip them. */
export const authorityClosureDays = pgTable(
  'authority_closure_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    day: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [unique('authority_closure_days_authority_id_day_key').on(table.authorityId, table.day)],
);

/**
 * Each clock of each case, as last worked out (in the transaction of every change that moves it):
 * what the case list filters and sorts on, and what the threshold alarms read. A case's page
 * works its clocks out afresh from the history; `state` here is as of `computed_at`, so a running
 * clock whose due date has since passed is missed though stored as running (filter on due_date).
 * Live cases only: a case's clocks go when it is soft-deleted, and come back (worked out again)
 * if it is restored (migration 0024), so the list counts matching clocks without reading cases.
 */
export const caseClocks = pgTable(
  'case_clocks',
  {
    authorityId: integer().notNull(),
    caseId: integer().notNull(),
    definitionId: integer().notNull(),
    state: text({ enum: CLOCK_STATES }).notNull(),
    startedAt: timestampTz(),
    stoppedAt: timestampTz(),
    /** The last day to meet it, Europe/London; null until it starts. */
    dueDate: date({ mode: 'string' }),
    /**
     * When it turns amber and red: the start of that day in London. Null until it starts, and for
     * a paused clock that has not reached it yet (a pause moves it out day by day).
     */
    amberAt: timestampTz(),
    redAt: timestampTz(),
    /** Working days (or calendar days, for a limit in months) the clock has been paused. */
    pausedDays: integer().notNull().default(0),
    /**
     * Working days it has run, less its pauses, whatever its limit's unit: to its stop, or to
     * `computed_at` while it runs. The dashboard's median and 90th percentile per clock.
     */
    workingDays: integer().notNull().default(0),
    /** The alarm raised for each threshold: at most once per clock (the clocks.alarms job). */
    amberAlertedAt: timestampTz(),
    redAlertedAt: timestampTz(),
    computedAt: timestampTz().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'case_clocks_pkey', columns: [table.caseId, table.definitionId] }),
    caseKey('case_clocks_case_fk', table.authorityId, table.caseId),
    foreignKey({
      name: 'case_clocks_definition_fk',
      columns: [table.authorityId, table.definitionId],
      foreignColumns: [clockDefinitions.authorityId, clockDefinitions.id],
    }).onDelete('cascade'),
    check('case_clocks_state_check', isOneOf(table.state, CLOCK_STATES)),
    // The case list's clock filters (cases/case-list-clock-filter.ts), each read from an index
    // alone: clocks not stopped by due date (due soon, run past it), and clocks by state and stop
    // (met, missed, in a month); each with the clock and the case.
    index('case_clocks_open_due_idx')
      .on(table.authorityId, table.dueDate, table.definitionId, table.state, table.caseId)
      .where(sql`${table.stoppedAt} is null`),
    index('case_clocks_state_stopped_idx').on(
      table.authorityId,
      table.state,
      table.stoppedAt,
      table.definitionId,
      table.caseId,
    ),
    // Running and paused clocks by due date: those past it that the clocks.daily job has not yet
    // stored as missed or moved on (none, once it has run), which the any-clock filters add to
    // what the cases keep (clock marks, next running due date).
    index('case_clocks_running_due_idx')
      .on(table.authorityId, table.dueDate, table.state, table.caseId)
      .where(sql`${table.stoppedAt} is null and ${table.state} in ('running', 'paused')`),
    // One clock's, not stopped, by due date: a prepared (generic) plan for one clock picks it.
    index('case_clocks_open_definition_due_idx')
      .on(table.authorityId, table.definitionId, table.dueDate, table.state, table.caseId)
      .where(sql`${table.stoppedAt} is null`),
    // One clock's stops in a range of months, by outcome: the list's month filters read exactly
    // the met, the missed or both (two ranges) from the index alone (migration 0035 adds
    // INCLUDE (case_id), which drizzle's index builder cannot declare).
    index('case_clocks_definition_stopped_idx').on(
      table.authorityId,
      table.definitionId,
      table.state,
      table.stoppedAt,
    ),
    // The alarm job's two questions: which clocks have turned amber, or red, unannounced.
    index('case_clocks_amber_unalerted_idx')
      .on(table.amberAt)
      .where(sql`${table.amberAlertedAt} is null and ${table.amberAt} is not null`),
    index('case_clocks_red_unalerted_idx')
      .on(table.redAt)
      .where(sql`${table.redAlertedAt} is null and ${table.redAt} is not null`),
  ],
);
