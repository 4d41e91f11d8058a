import type { ClockDefinition } from '@casekeeper/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import { dayNumber } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import { workingDayCalendar, type WorkingDayCalendar } from '../../platform/time/working-day-calendar';
import {
  findCalendarSettings,
  findCaseForClocks,
  findDefinitions,
  findHistories,
  lockCaseBatch,
  lockRecomputePlace,
  saveRecomputePlace,
  upsertClocks,
  writeCaseClockSummaries,
  type CaseClockSummary,
  type ClockCase,
  type StoredClock,
} from './clock-repository';
import { currentBankHolidays, forgetBankHolidays } from '../bank-holidays';
import { clockMarksOf } from './clock-marks';
import { readClock, type ClockReading, type StatusChange } from './read-clock';

/** What working out an authority's clocks needs: its clocks and its working-day calendar. */
export type ClockContext = { definitions: ClockDefinition[]; calendar: WorkingDayCalendar };

/**
 * An authority's working days: its nation's bank holidays (the corrected calendar, kept in memory)
 * and its closure days left out.
 */
export async function loadWorkingDayCalendar(db: Executor, authorityId: number): Promise<WorkingDayCalendar> {
  const { nation, closureDays } = await findCalendarSettings(db, authorityId);
  return workingDayCalendar(
    nation,
    closureDays.map((closed) => closed.day),
    await currentBankHolidays(db),
  );
}

export async function loadClockContext(db: Executor, authorityId: number): Promise<ClockContext> {
  return {
    definitions: await findDefinitions(db, authorityId),
    calendar: await loadWorkingDayCalendar(db, authorityId),
  };
}

/** Each clock of a case, read from its history now. */
export function readCaseClocks(
  context: ClockContext,
  kase: ClockCase,
  history: readonly StatusChange[],
  now: Date,
): { definition: ClockDefinition; reading: ClockReading }[] {
  return context.definitions.map((definition) => ({
    definition,
    reading: readClock({
      rule: definition,
      history,
      priority: kase.priority,
      calendar: context.calendar,
      now,
    }),
  }));
}

/** A threshold day's start, kept only while the clock can still reach it (a paused one has not moved on). */
function thresholdAt(reading: ClockReading, day: string | null, today: string): Date | null {
  if (day === null || reading.stoppedAt !== null) return null;
  if (reading.state === 'paused' && dayNumber(day) > dayNumber(today)) return null;
  return londonStartOf(day);
}

/**
 * Working days a clock has run to its stop (or to now), less the working days it was paused:
 * what the dashboard's medians count, whatever unit the clock's limit is in.
 */
function workingDaysRun(reading: ClockReading, calendar: WorkingDayCalendar, now: Date): number {
  if (reading.startedAt === null) return 0;
  if (reading.countUnit === 'WORKING_DAYS') return reading.elapsed;
  const end = londonDay(reading.stoppedAt ?? now);
  const paused = reading.pauses.reduce(
    (sum, pause) =>
      sum + Math.max(0, calendar.workingDaysBetween(londonDay(pause.from), londonDay(pause.to ?? now))),
    0,
  );
  return Math.max(0, calendar.workingDaysBetween(londonDay(reading.startedAt), end) - paused);
}

/** A case's clocks as case_clocks keeps them, worked out from its history at `now`. */
function storedClocks(
  authorityId: number,
  kase: ClockCase,
  context: ClockContext,
  history: StatusChange[],
  now: Date,
) {
  const today = londonDay(now);
  return readCaseClocks(context, kase, history, now).map(({ definition, reading }): StoredClock => ({
    authorityId,
    caseId: kase.id,
    definitionId: definition.id,
    state: reading.state,
    startedAt: reading.startedAt,
    stoppedAt: reading.stoppedAt,
    dueDate: reading.dueDate,
    amberAt: thresholdAt(reading, reading.amberDate, today),
    redAt: thresholdAt(reading, reading.redDate, today),
    pausedDays: reading.paused,
    workingDays: workingDaysRun(reading, context.calendar, now),
  }));
}

/** Each case's soonest due date of its clocks that `counts` (null when none does). */
function soonestDueOf(
  caseIds: readonly number[],
  clocks: readonly StoredClock[],
  counts: (clock: StoredClock) => boolean,
): Map<number, string | null> {
  const soonest = new Map<number, string | null>(caseIds.map((id) => [id, null]));
  for (const clock of clocks) {
    if (!clock.dueDate || !counts(clock)) continue;
    const sofar = soonest.get(clock.caseId) ?? null;
    if (sofar === null || clock.dueDate < sofar) soonest.set(clock.caseId, clock.dueDate);
  }
  return soonest;
}

/** Not stopped: the list's NextDue. */
const notStopped = (clock: StoredClock) => !clock.stoppedAt;
/** Running or paused, not stored missed: the any-clock DueSoon filter's. */
const runningOrPaused = (clock: StoredClock) =>
  notStopped(clock) && (clock.state === 'running' || clock.state === 'paused');

/** Stores clocks worked out for some cases of an authority, and what the cases keep of them. */
async function storeClocks(
  tx: Executor,
  authorityId: number,
  caseIds: readonly number[],
  clocks: StoredClock[],
): Promise<void> {
  await upsertClocks(tx, clocks);
  const nextDue = soonestDueOf(caseIds, clocks, notStopped);
  const nextRunningDue = soonestDueOf(caseIds, clocks, runningOrPaused);
  const marks = clockMarksOf(caseIds, clocks);
  const summaries = new Map<number, CaseClockSummary>(
    caseIds.map((id) => [
      id,
      {
        nextDue: nextDue.get(id) ?? null,
        nextRunningDue: nextRunningDue.get(id) ?? null,
        marks: marks.get(id) ?? 0,
      },
    ]),
  );
  await writeCaseClockSummaries(tx, authorityId, summaries);
}

/**
 * Works a case's clocks out again and stores them, in the caller's transaction: called by every
 * change that can move them (a case opened, a status change, a priority change), after the
 * change is written, so the case list and the alarms never see a stale due date.
 */
export async function refreshCaseClocks(
  tx: Executor,
  input: { authorityId: number; caseId: number; now?: Date },
): Promise<void> {
  const kase = await findCaseForClocks(tx, input.authorityId, input.caseId);
  if (!kase) return;
  const context = await loadClockContext(tx, input.authorityId);
  const history = (await findHistories(tx, input.authorityId, [kase.id])).get(kase.id) ?? [];
  await storeClocks(
    tx,
    input.authorityId,
    [kase.id],
    storedClocks(input.authorityId, kase, context, history, input.now ?? new Date()),
  );
}

export const RECOMPUTE_BATCH_SIZE = 500;

/**
 * Works out again and stores the clocks of a batch of an authority's cases the caller's
 * transaction has locked, reading their histories in one query and the settings once.
 */
export async function refreshLockedCases(
  tx: Executor,
  authorityId: number,
  batch: readonly ClockCase[],
  now: Date,
): Promise<void> {
  if (batch.length === 0) return;
  const context = await loadClockContext(tx, authorityId);
  const histories = await findHistories(
    tx,
    authorityId,
    batch.map((kase) => kase.id),
  );
  await storeClocks(
    tx,
    authorityId,
    batch.map((kase) => kase.id),
    batch.flatMap((kase) => storedClocks(authorityId, kase, context, histories.get(kase.id) ?? [], now)),
  );
}

/**
 * Works out again every live case's clocks of an authority (after its clocks, nation or closure
 * days changed). This runs in the clocks.recompute job, never in a request, in batches of 500
 * cases by id, each batch its own short transaction that locks its cases as a status change
 * does: so a status change waits for at most one batch (tens of milliseconds), never sees a
 * half-written case, and cannot be overwritten by an older reading. At 100,000 cases that is
 * 200 batches, the histories read with one indexed query per batch; the settings are read again
 * for each batch, so a change made meanwhile is used from the next batch on (and marks the
 * authority stale again, so the job passes over it once more).
 *
 * Each batch saves how far it got in its own transaction, so a job cut short carries on from
 * there; once `stopping` is aborted (the process is stopping) no further batch starts. Answers
 * how many cases it worked out, and whether it reached the last.
 */
export async function refreshAuthorityClocks(
  db: Database,
  authorityId: number,
  now = new Date(),
  stopping?: AbortSignal,
): Promise<{ cases: number; finished: boolean }> {
  let refreshed = 0;
  for (;;) {
    if (stopping?.aborted) return { cases: refreshed, finished: false };
    const finished = await db.transaction(async (tx) => {
      const afterId = await lockRecomputePlace(tx, authorityId);
      const batch = await lockCaseBatch(tx, authorityId, afterId, RECOMPUTE_BATCH_SIZE);
      if (batch.length === 0) return true;
      await refreshLockedCases(tx, authorityId, batch, now);
      await saveRecomputePlace(tx, authorityId, batch[batch.length - 1]?.id ?? afterId);
      refreshed += batch.length;
      return batch.length < RECOMPUTE_BATCH_SIZE;
    });
    if (finished) return { cases: refreshed, finished };
  }
}

/**
 * Marks an authority's clocks to be worked out again from its first case, in the transaction of
 * the change that calls for it.
 */
export async function markClocksStale(tx: Executor, authorityId: number): Promise<void> {
  await tx
    .update(authorities)
    .set({ clocksStaleSince: sql`now()`, clocksRecomputedThrough: 0 })
    .where(eq(authorities.id, authorityId));
}

/**
 * The clocks.recompute job: every authority marked stale, each worked out again and then
 * unmarked, unless it was marked again meanwhile (it is then passed over again). Stopped by
 * `stopping`, it leaves the rest marked, and the next run (as a copy starts, and every quarter of
 * an hour) carries on.
 */
export async function recomputeStaleClocks(db: Database, now = new Date(), stopping?: AbortSignal) {
  const report = { authorities: 0, cases: 0, stopped: false };
  for (let pass = 0; pass < 20; pass += 1) {
    // Bank holidays corrected on another process may not have been announced here yet: each pass
    // reads them afresh, so the authorities they marked are worked out with them.
    forgetBankHolidays();
    const stale = await db
      .select({ id: authorities.id, since: authorities.clocksStaleSince })
      .from(authorities)
      .where(isNotNull(authorities.clocksStaleSince))
      .orderBy(authorities.id);
    if (stale.length === 0) break;
    for (const authority of stale) {
      const { cases, finished } = await refreshAuthorityClocks(db, authority.id, now, stopping);
      report.cases += cases;
      if (!finished) return { ...report, stopped: true };
      report.authorities += 1;
      if (authority.since) {
        await db
          .update(authorities)
          .set({ clocksStaleSince: null })
          .where(
            and(
              eq(authorities.id, authority.id),
              // JavaScript keeps milliseconds, PostgreSQL microseconds.
              sql`date_trunc('milliseconds', ${authorities.clocksStaleSince}) <= ${authority.since}`,
            ),
          );
      }
    }
  }
  return report;
}
