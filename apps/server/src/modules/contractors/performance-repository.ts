import { STATUS_ID, type ContractorPerformance } from '@casekeeper/contract';
import {
  and,
  asc,
  between,
  eq,
  gte,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  caseGrants,
  caseGrantVariations,
  caseQuotes,
  cases,
  caseStatusHistory,
  contractors,
} from '../../db/schema';
import { workingDaysBetweenSql } from './working-days-sql';

/**
 * Whose figures, over which days: the period's first and last days, the moments they begin and
 * end in London (status changes and decisions are moments), the weekdays not worked, and one
 * contractor or all of the authority's.
 */
export type PerformanceScope = {
  authorityId: number;
  contractorId: number | null;
  from: string;
  to: string;
  startsAt: Date;
  endsBefore: Date;
  nonWorkingWeekdays: readonly string[];
};

const londonDayOf = (at: AnyColumn | SQL) => sql`(${at} at time zone 'Europe/London')::date`;
const whole = (figure: SQL) => sql<number>`coalesce(${figure}, 0)::int`;
const medianOf = (value: AnyColumn | SQL.Aliased) =>
  sql<number | null>`round((percentile_cont(0.5) within group (order by ${value}))::numeric, 1)::float8`;

const ofContractor = (scope: PerformanceScope, column: AnyColumn) =>
  scope.contractorId === null ? undefined : eq(column, scope.contractorId);

/** The quotes received in the period, by contractor, and how many of them a grant accepted. */
function quotesIn(db: Executor, scope: PerformanceScope) {
  return db
    .select({
      contractorId: caseQuotes.contractorId,
      given: sql<number>`count(*)::int`.as('quotes_given'),
      accepted:
        sql<number>`(count(*) filter (where ${caseGrants.acceptedQuoteId} = ${caseQuotes.id}))::int`.as(
          'quotes_accepted',
        ),
    })
    .from(caseQuotes)
    .innerJoin(cases, and(eq(cases.authorityId, caseQuotes.authorityId), eq(cases.id, caseQuotes.caseId)))
    .leftJoin(
      caseGrants,
      and(eq(caseGrants.authorityId, caseQuotes.authorityId), eq(caseGrants.caseId, caseQuotes.caseId)),
    )
    .where(
      and(
        eq(caseQuotes.authorityId, scope.authorityId),
        between(caseQuotes.receivedOn, scope.from, scope.to),
        isNull(cases.deletedAt),
        ofContractor(scope, caseQuotes.contractorId),
      ),
    )
    .groupBy(caseQuotes.contractorId)
    .as('period_quotes');
}

/** Joins a table keyed by case to the case's approved grant, its accepted quote and the live case. */
const onContractedCase = (caseKey: { authorityId: AnyColumn; caseId: AnyColumn }) => ({
  grant: and(
    eq(caseGrants.authorityId, caseKey.authorityId),
    eq(caseGrants.caseId, caseKey.caseId),
    eq(caseGrants.state, 'APPROVED'),
  ),
  quote: and(
    eq(caseQuotes.authorityId, caseGrants.authorityId),
    eq(caseQuotes.id, caseGrants.acceptedQuoteId),
  ),
  live: and(
    eq(cases.authorityId, caseKey.authorityId),
    eq(cases.id, caseKey.caseId),
    isNull(cases.deletedAt),
  ),
});

/** The change is the case's latest to its status: a case that went there twice counts by the last. */
type StatusChangeColumns = Record<'authorityId' | 'caseId' | 'toStatusId' | 'changedAt' | 'id', AnyColumn>;

function isLatestChange(db: Executor, change: StatusChangeColumns, name: string) {
  const later = alias(caseStatusHistory, name);
  return notExists(
    db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(
          eq(later.authorityId, change.authorityId),
          eq(later.caseId, change.caseId),
          eq(later.toStatusId, change.toStatusId),
          sql`(${later.changedAt}, ${later.id}) > (${change.changedAt}, ${change.id})`,
        ),
      ),
  );
}

const ordered = alias(caseStatusHistory, 'ordered_change');

/** The case's latest change to Works ordered, whenever it was (a join, so its day is read once). */
const onLatestOrder = (db: Executor) =>
  and(
    eq(ordered.authorityId, caseStatusHistory.authorityId),
    eq(ordered.caseId, caseStatusHistory.caseId),
    eq(ordered.toStatusId, STATUS_ID.WORKS_ORDERED),
    isLatestChange(db, ordered, 'later_order'),
  );

/**
 * The contractors' jobs whose latest change to `statusId` took effect in the period: cases with an
 * approved grant on the contractor's accepted quote, with the day it took effect and the day the
 * works were last ordered.
 */
function jobsReaching(db: Executor, scope: PerformanceScope, statusId: number) {
  const on = onContractedCase(caseStatusHistory);
  return db
    .select({
      contractorId: caseQuotes.contractorId,
      estimate: caseQuotes.estimatedWorkingDays,
      reachedOn: sql<string>`${londonDayOf(caseStatusHistory.changedAt)}`.as('reached_on'),
      orderedOn: sql<string | null>`${londonDayOf(ordered.changedAt)}`.as('ordered_on'),
    })
    .from(caseStatusHistory)
    .innerJoin(caseGrants, on.grant)
    .innerJoin(caseQuotes, on.quote)
    .innerJoin(cases, on.live)
    .leftJoin(ordered, onLatestOrder(db))
    .where(
      and(
        eq(caseStatusHistory.authorityId, scope.authorityId),
        eq(caseStatusHistory.toStatusId, statusId),
        gte(caseStatusHistory.changedAt, scope.startsAt),
        lt(caseStatusHistory.changedAt, scope.endsBefore),
        isLatestChange(db, caseStatusHistory, 'later_change'),
        ofContractor(scope, caseQuotes.contractorId),
      ),
    );
}

/** Jobs whose works were ordered in the period, by contractor. */
function jobsOrdered(db: Executor, scope: PerformanceScope) {
  const reached = jobsReaching(db, scope, STATUS_ID.WORKS_ORDERED).as('ordered_jobs');
  return db
    .select({ contractorId: reached.contractorId, jobs: sql<number>`count(*)::int`.as('jobs') })
    .from(reached)
    .groupBy(reached.contractorId)
    .as('period_jobs');
}

/**
 * Jobs whose works were completed in the period, by contractor: working days from the latest
 * Works ordered to the completion, against the quote's estimate.
 */
function jobsFinished(db: Executor, scope: PerformanceScope) {
  const completed = jobsReaching(db, scope, STATUS_ID.WORKS_COMPLETED).as('completed_jobs');
  const days = workingDaysBetweenSql(
    sql`${completed.orderedOn}`,
    sql`${completed.reachedOn}`,
    scope.nonWorkingWeekdays,
  );
  // The limit keeps PostgreSQL from folding this into the aggregate below, which would work each
  // job's days out again for every figure that uses them.
  const timed = db
    .select({
      contractorId: completed.contractorId,
      estimate: completed.estimate,
      days: days.as('working_days'),
    })
    .from(completed)
    .limit(2_147_483_647)
    .as('timed_jobs');
  const measured = sql`${timed.days} is not null and ${timed.estimate} is not null`;
  const onTime = sql`(count(*) filter (where ${measured} and ${timed.days} <= ${timed.estimate}))::int`;
  return db
    .select({
      contractorId: timed.contractorId,
      finished: sql<number>`count(*)::int`.as('finished'),
      medianWorkingDays: medianOf(timed.days).as('median_working_days'),
      medianEstimatedWorkingDays: medianOf(timed.estimate).as('median_estimated_working_days'),
      onTime: sql<number>`${onTime}`.as('on_time'),
      noEstimate: sql<number>`(count(*) filter (where ${timed.estimate} is null))::int`.as('no_estimate'),
      onTimeShare: sql<
        number | null
      >`(${onTime}::float8 / nullif(count(*) filter (where ${measured}), 0))`.as('on_time_share'),
    })
    .from(timed)
    .groupBy(timed.contractorId)
    .as('period_finished');
}

/**
 * Approved variations of the contractors' jobs decided in the period, by contractor. A variation
 * that does not raise the grant stands when recorded, with no decider: its recording is its decision.
 */
function variationsDecided(db: Executor, scope: PerformanceScope) {
  const on = onContractedCase(caseGrantVariations);
  const decidedAt = sql`coalesce(${caseGrantVariations.decidedAt}, ${caseGrantVariations.recordedAt})`;
  return db
    .select({
      contractorId: caseQuotes.contractorId,
      count: sql<number>`count(*)::int`.as('variations'),
      pence: sql<number>`sum(${caseGrantVariations.costChangePence})`.as('variation_pence'),
    })
    .from(caseGrantVariations)
    .innerJoin(caseGrants, on.grant)
    .innerJoin(caseQuotes, on.quote)
    .innerJoin(cases, on.live)
    .where(
      and(
        eq(caseGrantVariations.authorityId, scope.authorityId),
        eq(caseGrantVariations.state, 'APPROVED'),
        sql`${decidedAt} >= ${scope.startsAt} and ${decidedAt} < ${scope.endsBefore}`,
        ofContractor(scope, caseQuotes.contractorId),
      ),
    )
    .groupBy(caseQuotes.contractorId)
    .as('period_variations');
}

/**
 * Each contractor's figures over the period, in one statement: one contractor's, or every contractor
 * of the authority with something in the period and every active one, by name.
 */
export async function findContractorPerformance(
  db: Executor,
  scope: PerformanceScope,
): Promise<ContractorPerformance[]> {
  const rows = await performanceStatement(db, scope);
  return rows.map(({ variationCount, variationPence, ...row }) => ({
    ...row,
    variations: { count: variationCount, pence: variationPence },
  }));
}

/** The statement itself, for the bench and the planner's eye. */
export function performanceStatement(db: Executor, scope: PerformanceScope) {
  const quotes = quotesIn(db, scope);
  const jobs = jobsOrdered(db, scope);
  const finished = jobsFinished(db, scope);
  const variations = variationsDecided(db, scope);
  return db
    .select({
      contractorId: contractors.id,
      name: contractors.companyName,
      active: contractors.isActive,
      quotesGiven: whole(sql`${quotes.given}`),
      quotesAccepted: whole(sql`${quotes.accepted}`),
      jobs: whole(sql`${jobs.jobs}`),
      finished: whole(sql`${finished.finished}`),
      medianWorkingDays: sql<number | null>`${finished.medianWorkingDays}`,
      medianEstimatedWorkingDays: sql<number | null>`${finished.medianEstimatedWorkingDays}`,
      onTime: whole(sql`${finished.onTime}`),
      noEstimate: whole(sql`${finished.noEstimate}`),
      onTimeShare: sql<number | null>`${finished.onTimeShare}`,
      variationCount: whole(sql`${variations.count}`),
      variationPence: whole(sql`${variations.pence}`),
    })
    .from(contractors)
    .leftJoin(quotes, eq(quotes.contractorId, contractors.id))
    .leftJoin(jobs, eq(jobs.contractorId, contractors.id))
    .leftJoin(finished, eq(finished.contractorId, contractors.id))
    .leftJoin(variations, eq(variations.contractorId, contractors.id))
    .where(
      and(
        eq(contractors.authorityId, scope.authorityId),
        isNull(contractors.deletedAt),
        scope.contractorId === null
          ? or(
              eq(contractors.isActive, true),
              sql`${quotes.contractorId} is not null`,
              sql`${jobs.contractorId} is not null`,
              sql`${finished.contractorId} is not null`,
              sql`${variations.contractorId} is not null`,
            )
          : eq(contractors.id, scope.contractorId),
      ),
    )
    .orderBy(asc(sql`lower(${contractors.companyName})`), asc(contractors.id));
}
