import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { caseClocks, cases } from '../../db/schema';
import { CLOCK_MARKS } from '../case-clocks';
import type { ListShape } from './case-list-filters';
import { londonMonth } from './london-month';

const value = (name: string) => sql.placeholder(name);

/** Today in London, as the clocks count days. */
const londonToday = sql`(now() at time zone 'Europe/London')::date`;

/*
 * What each clock filter asks of a clock, on case_clocks: one definition for the list and the
 * dashboard's figures over it (case-insight), so a count and the list it opens always agree. A
 * clock running past its due date is missed (and overdue) though stored as running until the
 * clocks.daily job passes; the job stores it as missed, not stopped.
 */

/** Not stopped, due today or within the working days up to the `clockDueSoonBy` placeholder. */
export const clockDueSoon = (): SQL =>
  sql`${caseClocks.stoppedAt} is null and ${caseClocks.dueDate} >= ${londonToday}
    and ${caseClocks.dueDate} <= ${value('clockDueSoonBy')}::date and ${caseClocks.state} in ('running', 'paused')`;

/** Not stopped, and past its due date now. */
export const clockOverdue = (): SQL =>
  sql`${caseClocks.stoppedAt} is null and ${caseClocks.dueDate} < ${londonToday} and ${caseClocks.state} in ('running', 'missed')`;

/**
 * Stopped met or missed from the start of the `from` placeholder's month (UK time) to the end of
 * the `to` placeholder's.
 */
export function clockStoppedBetween(from: string, to: string): SQL {
  return sql`${caseClocks.state} in ('met', 'missed')${stoppedBetween(from, to)}`;
}

function stoppedBetween(from: string, to: string): SQL {
  return sql` and ${caseClocks.stoppedAt} >= ${londonMonth(from).start} and ${caseClocks.stoppedAt} < ${londonMonth(to).end}`;
}

/**
 * The list's clock conditions (docs/clocks.md) as alternatives a clock meets one of, each a range
 * of one index of case_clocks (schema/clocks.ts).
 */
function clockAlternatives(shape: ListShape): SQL[] {
  const stoppedIn = shape.clockStoppedIn ? stoppedBetween('clockMonth', 'clockMonthTo') : sql``;
  // A clock not stopped has no stop in any month.
  if (shape.clockDueSoon) return shape.clockStoppedIn ? [sql`false`] : [clockDueSoon()];
  if (shape.clockOverdue) return shape.clockStoppedIn ? [sql`false`] : [clockOverdue()];
  if (shape.clockMissed) {
    const stoppedLate = sql`${caseClocks.state} = 'missed' and ${caseClocks.stoppedAt} is not null${stoppedIn}`;
    return shape.clockStoppedIn ? [stoppedLate] : [stoppedLate, clockOverdue()];
  }
  if (shape.clockMet) return [sql`${caseClocks.state} = 'met'${stoppedIn}`];
  if (shape.clockStoppedIn) return [clockStoppedBetween('clockMonth', 'clockMonthTo')];
  // A clock alone lists the cases it has started on (a due date is set when a clock starts).
  return [sql`${caseClocks.dueDate} is not null`];
}

const theClockAsked = (shape: ListShape) =>
  shape.clockOf ? sql`${caseClocks.definitionId} = ${value('clockId')}` : undefined;

/** The ids of the authority's cases with a matching clock, once per clock that matches, each way read from its index alone. */
function matchingClockCaseIds(shape: ListShape): SQL {
  return sql.join(
    clockAlternatives(shape).map(
      (alternative) =>
        sql`select ${caseClocks.caseId} from ${caseClocks} where ${and(
          sql`${caseClocks.authorityId} = ${value('authorityId')}`,
          theClockAsked(shape),
          alternative,
        )}`,
    ),
    sql` union all `,
  );
}

/** A clock condition on any clock (none chosen) and in no month: what the cases keep can answer it. */
const asksOfAnyClockNow = (shape: ListShape): boolean =>
  shape.clock && !shape.clockOf && !shape.clockStoppedIn;

/**
 * The mark (case-clocks/clock-marks.ts) a clock filter reads on the cases when it asks whether any
 * clock is missed, overdue or met, in no month; null for the filters read from case_clocks.
 */
export function clockMarkOf(shape: ListShape): number | null {
  if (!asksOfAnyClockNow(shape)) return null;
  if (shape.clockMissed) return CLOCK_MARKS.missed;
  if (shape.clockOverdue) return CLOCK_MARKS.overdue;
  if (shape.clockMet) return CLOCK_MARKS.met;
  return null;
}

/** The case has the clock mark `mark`. */
export const hasClockMark = (mark: number, marks: AnyColumn = cases.clockMarks): SQL =>
  sql`(${marks} & ${sql.raw(String(mark))}) <> 0`;

/**
 * Whether, besides the cases marked `mark`, the filter takes those with a running clock past its
 * due date that the clocks.daily job has not stored as missed yet (`runningPastDueCaseIds`).
 */
export const takesRunningPastDue = (mark: number): boolean => mark !== CLOCK_MARKS.met;

/**
 * The authority's cases with a clock running (or with `paused`, paused) past its due date that
 * the clocks.daily job has not yet stored as missed (or moved on): that day's, none once it has run
 * (case_clocks_running_due_idx).
 */
function pastDueCaseIds(states: 'running' | 'runningOrPaused'): SQL {
  const state =
    states === 'running'
      ? sql`${caseClocks.state} = 'running'`
      : sql`${caseClocks.state} in ('running', 'paused')`;
  return sql`select ${caseClocks.caseId} from ${caseClocks} where ${caseClocks.authorityId} = ${value('authorityId')}
    and ${caseClocks.stoppedAt} is null and ${state} and ${caseClocks.dueDate} < ${londonToday}`;
}

/** The authority's cases with a running clock past its due date, not yet stored as missed. */
export const runningPastDueCaseIds = (): SQL => pastDueCaseIds('running');

/** Whether the filter is any clock's DueSoon, read from the cases' next running due dates. */
export const dueSoonOfAnyClock = (shape: ListShape): boolean =>
  shape.clockDueSoon && asksOfAnyClockNow(shape);

/**
 * The case's soonest running or paused clock is due soon: then it has a clock due soon. The other
 * cases with one have a running or paused clock past its due date, not yet stored as missed
 * (`dueSoonAmongPastDue`), which comes sooner.
 */
export const nextRunningDueSoon = (nextRunningDue: AnyColumn = cases.nextRunningDue): SQL =>
  sql`${nextRunningDue} >= ${londonToday} and ${nextRunningDue} <= ${value('clockDueSoonBy')}::date`;

/**
 * Of the authority's cases with a running or paused clock past its due date, those with a clock due
 * soon: the clocks due soon (their own index range) whose case is one of those, tested against them
 * hashed (IS TRUE keeps it a hash: as an array each test reads the whole array, and as a join a
 * plan may look the clocks due soon up again for each of them). There are none once the
 * clocks.daily job has run; whether there are any is asked first, once, so that the clocks due soon
 * are read only when there are.
 */
export const dueSoonAmongPastDue = (): SQL =>
  sql`select ${caseClocks.caseId} from ${caseClocks} where exists (${pastDueCaseIds('runningOrPaused')})
    and (${caseClocks.caseId} in (${pastDueCaseIds('runningOrPaused')})) is true
    and ${caseClocks.authorityId} = ${value('authorityId')} and ${clockDueSoon()}`;

/**
 * Where any clock's DueSoon lies along the NextDue sort (the soonest due date of a case's clocks not
 * stopped), so a page reads that part of the sort's index alone: every case with a clock due soon
 * has its next due date by the last day due soon, and from today, unless a clock of it is overdue;
 * such cases, with another clock due soon, are looked up first (cases_overdue_next_running_due_idx)
 * and the range starts at the earliest of them.
 */
export function dueSoonAlongNextDue(): SQL {
  const earliestNextDue = (where: SQL) =>
    sql`(select min(${cases.nextClockDue}) from ${cases} where ${cases.authorityId} = ${value('authorityId')}
      and ${cases.deletedAt} is null and ${where})`;
  const overdueWithOneDueSoon = earliestNextDue(
    sql`${cases.nextClockDue} < ${cases.nextRunningDue} and ${nextRunningDueSoon()}`,
  );
  const pastDueWithOneDueSoon = earliestNextDue(sql`${cases.id} in (${dueSoonAmongPastDue()})`);
  return sql`${cases.nextClockDue} <= ${value('clockDueSoonBy')}::date
    and ${cases.nextClockDue} >= least(${londonToday}, ${overdueWithOneDueSoon}, ${pastDueWithOneDueSoon})`;
}

function isMarked(mark: number): SQL {
  return takesRunningPastDue(mark)
    ? sql`(${hasClockMark(mark)} or ${cases.id} in (${runningPastDueCaseIds()}))`
    : hasClockMark(mark);
}

/**
 * How a statement reads the list's cases: every match (to count or group them), or along the
 * sort's index until a page is full.
 */
export type CaseReading = 'all' | 'inOrder';

/**
 * The case has a clock (the one asked for, or any) meeting the list's clock conditions: any clock's
 * Missed, Overdue or Met from the case's marks (`clockMarkOf`), any clock's DueSoon from its next
 * running due date (`dueSoonOfAnyClock`); otherwise the
 * matching cases' ids are read from case_clocks' indexes alone, once. Reading every match, they
 * are joined to the cases they name (OFFSET 0 keeps PostgreSQL from folding them into a join that
 * read case_clocks in case order across every authority). Reading in order, they are hashed and
 * each case the sort's index yields is looked up in the hash, so a page stops reading when it is
 * full: IS TRUE keeps PostgreSQL from making the same join, which reads every match first.
 */
export function hasMatchingClock(shape: ListShape, reading: CaseReading = 'all'): SQL {
  const mark = clockMarkOf(shape);
  if (mark !== null) return isMarked(mark);
  if (dueSoonOfAnyClock(shape))
    return sql`((${nextRunningDueSoon()}) or ${cases.id} in (${dueSoonAmongPastDue()}))`;
  const matching = sql`select matched.case_id from (${matchingClockCaseIds(shape)}) as matched`;
  return reading === 'inOrder'
    ? sql`(${cases.id} in (${matching})) is true`
    : sql`${cases.id} in (${matching} offset 0)`;
}

/**
 * Whether the list's total can be counted on case_clocks alone: an authority's whole list (not an
 * officer's own) filtered by clocks and nothing else. case_clocks holds the clocks of live cases
 * only (migration 0024), so the count is of the cases themselves without reading them.
 */
export function clockCountable(shape: ListShape): boolean {
  return (
    shape.clock &&
    clockMarkOf(shape) === null &&
    !dueSoonOfAnyClock(shape) &&
    Object.entries(shape).every(([condition, on]) => !on || condition.startsWith('clock'))
  );
}

/** The list's total for a `clockCountable` shape, counted from one row of `clockCount.from`. */
export const clockCount = {
  total: sql<number>`count(distinct matched.case_id)::int`,
  from: (shape: ListShape) => sql`(${matchingClockCaseIds(shape)}) as matched`,
};
