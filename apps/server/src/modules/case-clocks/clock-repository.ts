import type { CasePriority, ClockDefinition } from '@casekeeper/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authorities,
  authorityClosureDays,
  caseClocks,
  cases,
  caseStatusHistory,
  clockDefinitions,
} from '../../db/schema';
import type { StatusChange } from './read-clock';

/** A clock definition's columns, under the contract's names. */
export const definitionColumns = {
  id: clockDefinitions.id,
  name: clockDefinitions.name,
  startStatusId: clockDefinitions.startStatusId,
  stopStatusId: clockDefinitions.stopStatusId,
  limitUnit: clockDefinitions.limitUnit,
  limit: clockDefinitions.limitValue,
  urgentLimit: clockDefinitions.urgentLimitValue,
  amberAtPercent: clockDefinitions.amberAtPercent,
  redAtPercent: clockDefinitions.redAtPercent,
  pausedByOnHold: clockDefinitions.pausedByOnHold,
  version: clockDefinitions.version,
};

/** An authority's clocks, oldest first (the defaults lead). */
export async function findDefinitions(db: Executor, authorityId: number): Promise<ClockDefinition[]> {
  return db
    .select(definitionColumns)
    .from(clockDefinitions)
    .where(eq(clockDefinitions.authorityId, authorityId))
    .orderBy(asc(clockDefinitions.id));
}

/** What an authority's working days are made of: its nation, and its closure days (oldest first). */
export async function findCalendarSettings(db: Executor, authorityId: number) {
  // One round trip: the DueSoon filter and every status change read these first.
  const closureDays = sql<ClosureDay[]>`coalesce((${db
    .select({
      days: sql`json_agg(json_build_object('id', ${authorityClosureDays.id}, 'day', ${authorityClosureDays.day},
        'description', ${authorityClosureDays.description}) order by ${authorityClosureDays.day})`,
    })
    .from(authorityClosureDays)
    .where(eq(authorityClosureDays.authorityId, authorityId))}), '[]'::json)`;
  const [authority] = await db
    .select({ nation: authorities.nation, closureDays })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  return { nation: authority?.nation ?? 'ENGLAND_AND_WALES', closureDays: authority?.closureDays ?? [] };
}

/** A day the authority is closed, besides weekends and bank holidays. */
export type ClosureDay = { id: number; day: string; description: string };

export type ClockCase = { id: number; priority: CasePriority };

/** Live cases of the authority after `afterId`, by id, locked against status changes until the transaction ends. */
export async function lockCaseBatch(tx: Executor, authorityId: number, afterId: number, size: number) {
  return tx
    .select({ id: cases.id, priority: cases.priority })
    .from(cases)
    .where(and(eq(cases.authorityId, authorityId), gt(cases.id, afterId), isNull(cases.deletedAt)))
    .orderBy(asc(cases.id))
    .limit(size)
    .for('update');
}

/**
 * Where the clocks.recompute job carries on in the authority's cases (after this case id), the
 * authority's row locked until the batch's transaction ends, so two workers take turns rather
 * than repeat a batch. NO KEY UPDATE: cases and other rows referring to the authority are still
 * written meanwhile.
 */
export async function lockRecomputePlace(tx: Executor, authorityId: number): Promise<number> {
  const [row] = await tx
    .select({ through: authorities.clocksRecomputedThrough })
    .from(authorities)
    .where(eq(authorities.id, authorityId))
    .for('no key update');
  return row?.through ?? 0;
}

/** Saves how far the job has got, in the transaction of the batch it has just done. */
export async function saveRecomputePlace(tx: Executor, authorityId: number, through: number): Promise<void> {
  await tx
    .update(authorities)
    .set({ clocksRecomputedThrough: through })
    .where(eq(authorities.id, authorityId));
}

export async function findCaseForClocks(db: Executor, authorityId: number, caseId: number) {
  const [row] = await db
    .select({ id: cases.id, priority: cases.priority })
    .from(cases)
    .where(and(eq(cases.authorityId, authorityId), eq(cases.id, caseId), isNull(cases.deletedAt)));
  return row;
}

/** The status histories of some cases of an authority, each oldest first. */
export async function findHistories(
  db: Executor,
  authorityId: number,
  caseIds: number[],
): Promise<Map<number, StatusChange[]>> {
  const histories = new Map<number, StatusChange[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return histories;
  const rows = await db
    .select({
      caseId: caseStatusHistory.caseId,
      at: caseStatusHistory.changedAt,
      fromStatusId: caseStatusHistory.fromStatusId,
      toStatusId: caseStatusHistory.toStatusId,
    })
    .from(caseStatusHistory)
    .where(and(eq(caseStatusHistory.authorityId, authorityId), inArray(caseStatusHistory.caseId, caseIds)))
    .orderBy(asc(caseStatusHistory.caseId), asc(caseStatusHistory.changedAt), asc(caseStatusHistory.id));
  for (const { caseId, ...change } of rows) histories.get(caseId)?.push(change);
  return histories;
}

export type StoredClock = Omit<
  typeof caseClocks.$inferInsert,
  'amberAlertedAt' | 'redAlertedAt' | 'computedAt'
>;

/** The columns a clock's working out writes, as stored. */
const WORKED_OUT = [
  'state',
  'started_at',
  'stopped_at',
  'due_date',
  'amber_at',
  'red_at',
  'paused_days',
  'working_days',
] as const;

const camelCase = (column: string) => column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
const listOf = (table: string) => sql.raw(WORKED_OUT.map((column) => `${table}.${column}`).join(', '));

/**
 * Writes clocks as worked out now, those that have changed only: a status change or the night's
 * job moves one or two of a case's clocks, and rewriting the others (a stopped clock, one not
 * started) made dead rows and took their pages out of the visibility map, so the dashboard's
 * index-only reads of stopped clocks went to the table. An unchanged clock keeps its computed_at.
 * The alarm bookkeeping is left as it is: a threshold announced once is never announced again.
 */
export async function upsertClocks(tx: Executor, rows: StoredClock[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(caseClocks)
    .values(rows)
    .onConflictDoUpdate({
      target: [caseClocks.caseId, caseClocks.definitionId],
      set: {
        ...Object.fromEntries(WORKED_OUT.map((column) => [camelCase(column), sql.raw(`excluded.${column}`)])),
        computedAt: sql`now()`,
      },
      setWhere: sql`(${listOf('case_clocks')}) is distinct from (${listOf('excluded')})`,
    });
}

/**
 * What the case list keeps of a case's clocks, on the case: its next due date, the next of those
 * running or paused, and its marks.
 */
export type CaseClockSummary = { nextDue: string | null; nextRunningDue: string | null; marks: number };

/**
 * Writes each case's next due dates (the list's NextDue sort, its DueSoon filter) and clock marks,
 * where they have changed: one statement for the batch, so the case list's triggers (migrations
 * 0023 and 0027) run once.
 */
export async function writeCaseClockSummaries(
  tx: Executor,
  authorityId: number,
  summaries: ReadonlyMap<number, CaseClockSummary>,
): Promise<void> {
  if (summaries.size === 0) return;
  const ids = [...summaries.keys()];
  const dues = ids.map((id) => summaries.get(id)?.nextDue ?? null);
  const runningDues = ids.map((id) => summaries.get(id)?.nextRunningDue ?? null);
  const marks = ids.map((id) => summaries.get(id)?.marks ?? 0);
  await tx.execute(sql`update ${cases}
    set next_clock_due = next.due, next_running_due = next.running_due, clock_marks = next.marks
    from unnest(${sql.param(ids)}::integer[], ${sql.param(dues)}::date[], ${sql.param(runningDues)}::date[],
      ${sql.param(marks)}::smallint[]) as next(id, due, running_due, marks)
    where ${cases.authorityId} = ${authorityId} and ${cases.id} = next.id
      and (${cases.nextClockDue} is distinct from next.due or ${cases.nextRunningDue} is distinct from next.running_due
        or ${cases.clockMarks} <> next.marks)`);
}

/**
 * The cases (by authority) with a clock whose stored reading the days have moved on since it was
 * worked out before `dayStart`: a paused clock (its due date moves out with each day on hold), or
 * a running one past its due date (missed now). One read of case_clocks, once a day.
 */
export async function findCasesWithClocksMovedByTime(
  db: Executor,
  input: { today: string; dayStart: Date },
): Promise<Map<number, number[]>> {
  const rows = await db
    .selectDistinct({ authorityId: caseClocks.authorityId, caseId: caseClocks.caseId })
    .from(caseClocks)
    .where(
      and(
        lt(caseClocks.computedAt, input.dayStart),
        or(
          eq(caseClocks.state, 'paused'),
          and(eq(caseClocks.state, 'running'), lt(caseClocks.dueDate, input.today)),
        ),
      ),
    )
    .orderBy(asc(caseClocks.authorityId), asc(caseClocks.caseId));
  const byAuthority = new Map<number, number[]>();
  for (const { authorityId, caseId } of rows) {
    const ids = byAuthority.get(authorityId) ?? [];
    ids.push(caseId);
    byAuthority.set(authorityId, ids);
  }
  return byAuthority;
}

/** These live cases of the authority, locked as a status change locks them; those locked already are left out. */
export async function lockCases(tx: Executor, authorityId: number, caseIds: number[]): Promise<ClockCase[]> {
  return tx
    .select({ id: cases.id, priority: cases.priority })
    .from(cases)
    .where(and(eq(cases.authorityId, authorityId), inArray(cases.id, caseIds), isNull(cases.deletedAt)))
    .orderBy(asc(cases.id))
    .for('update', { skipLocked: true });
}
