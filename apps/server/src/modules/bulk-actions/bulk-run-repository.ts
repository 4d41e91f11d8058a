import type { BulkActionDetails, BulkCaseOutcome, BulkRunCase } from '@casekeeper/contract';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bulkRunCases, bulkRuns, cases, webUsers } from '../../db/schema';
import { fullName } from '../cases';

const runColumns = {
  id: bulkRuns.id,
  authorityId: bulkRuns.authorityId,
  requestedById: bulkRuns.requestedById,
  impersonatorId: bulkRuns.impersonatorId,
  requestIp: bulkRuns.requestIp,
  requestId: bulkRuns.requestId,
  action: bulkRuns.action,
  details: bulkRuns.details,
  state: bulkRuns.state,
  totalCount: bulkRuns.totalCount,
  doneCount: bulkRuns.doneCount,
  refusedCount: bulkRuns.refusedCount,
  ignoredCount: bulkRuns.ignoredCount,
  createdAt: bulkRuns.createdAt,
  finishedAt: bulkRuns.finishedAt,
  requestedByName: fullName(webUsers),
};

export type BulkRunRow = Awaited<ReturnType<typeof findRun>> & object;

/** A run by id, with who asked for it. */
export async function findRun(db: Executor, id: number) {
  const [row] = await db
    .select(runColumns)
    .from(bulkRuns)
    .innerJoin(webUsers, eq(webUsers.id, bulkRuns.requestedById))
    .where(eq(bulkRuns.id, id));
  return row;
}

export type NewRun = {
  authorityId: number;
  requestedById: number;
  impersonatorId: number | null;
  requestIp: string;
  requestId: string;
  details: BulkActionDetails;
  caseIds: number[];
  ignoredCount: number;
};

/** Stores a run and its cases, all waiting. */
export async function insertRun(tx: Executor, run: NewRun): Promise<number> {
  const [row] = await tx
    .insert(bulkRuns)
    .values({
      authorityId: run.authorityId,
      requestedById: run.requestedById,
      impersonatorId: run.impersonatorId,
      requestIp: run.requestIp,
      requestId: run.requestId,
      action: run.details.kind,
      details: run.details,
      totalCount: run.caseIds.length,
      ignoredCount: run.ignoredCount,
    })
    .returning({ id: bulkRuns.id });
  if (!row) throw new Error('The bulk action could not be stored.');
  // One statement for any number of cases: the ids travel as one array literal (whole numbers).
  const idArray = `{${run.caseIds.map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(sql`insert into ${bulkRunCases} (run_id, authority_id, case_id)
    select ${row.id}::integer, ${run.authorityId}::integer, unnest(${idArray}::integer[])`);
  return row.id;
}

/** The next waiting cases of a run after `afterCaseId`, in order. */
export async function findWaitingCases(db: Executor, runId: number, afterCaseId: number, limit: number) {
  const rows = await db
    .select({ caseId: bulkRunCases.caseId })
    .from(bulkRunCases)
    .where(
      and(
        eq(bulkRunCases.runId, runId),
        eq(bulkRunCases.outcome, 'PENDING'),
        gt(bulkRunCases.caseId, afterCaseId),
      ),
    )
    .orderBy(asc(bulkRunCases.caseId))
    .limit(limit);
  return rows.map((row) => row.caseId);
}

/**
 * Takes a waiting case of the run for this transaction: nothing when it is done already, or
 * another worker has it (a run picked up twice does each case once).
 */
export async function takeWaitingCase(tx: Executor, runId: number, caseId: number): Promise<boolean> {
  const rows = await tx
    .select({ caseId: bulkRunCases.caseId })
    .from(bulkRunCases)
    .where(
      and(
        eq(bulkRunCases.runId, runId),
        eq(bulkRunCases.caseId, caseId),
        eq(bulkRunCases.outcome, 'PENDING'),
      ),
    )
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

/** Records a case's outcome and counts it, in the transaction that did (or refused) it. */
export async function recordOutcome(
  tx: Executor,
  runId: number,
  caseId: number,
  outcome: { outcome: Exclude<BulkCaseOutcome, 'PENDING'>; reason: string | null },
): Promise<void> {
  const now = new Date();
  await tx
    .update(bulkRunCases)
    .set({ outcome: outcome.outcome, reason: outcome.reason, finishedAt: now })
    .where(and(eq(bulkRunCases.runId, runId), eq(bulkRunCases.caseId, caseId)));
  const counter = outcome.outcome === 'DONE' ? bulkRuns.doneCount : bulkRuns.refusedCount;
  await tx
    .update(bulkRuns)
    .set({
      [outcome.outcome === 'DONE' ? 'doneCount' : 'refusedCount']: sql`${counter} + 1`,
      progressAt: now,
    })
    .where(eq(bulkRuns.id, runId));
}

/** Ends a run once no case waits; a run still with waiting cases (another worker's) stays RUNNING. */
export async function finishRun(db: Executor, runId: number, state: 'FINISHED' | 'FAILED'): Promise<void> {
  const waiting = sql`exists (select from ${bulkRunCases} where ${bulkRunCases.runId} = ${runId} and ${bulkRunCases.outcome} = 'PENDING')`;
  await db
    .update(bulkRuns)
    .set({ state, finishedAt: new Date() })
    .where(
      and(
        eq(bulkRuns.id, runId),
        eq(bulkRuns.state, 'RUNNING'),
        state === 'FINISHED' ? sql`not ${waiting}` : undefined,
      ),
    );
}

/** Deletes the runs that ended (finished or failed) before `before`, their cases' results with them. */
export async function deleteRunsEndedBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(bulkRuns)
    .where(and(inArray(bulkRuns.state, ['FINISHED', 'FAILED']), lt(bulkRuns.finishedAt, before)));
  return deleted.rowCount ?? 0;
}

/**
 * Running runs with no case finished since `before` (their worker stopped or died), each marked
 * as moving again now so the next look does not pick them up twice.
 */
export async function claimStalledRuns(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .update(bulkRuns)
    .set({ progressAt: new Date() })
    .where(and(eq(bulkRuns.state, 'RUNNING'), lt(bulkRuns.progressAt, before)))
    .returning({ id: bulkRuns.id });
  return rows.map((row) => row.id);
}

/** A page of a run's cases, by case number, with how many in all. */
export async function findRunCases(
  db: Executor,
  runId: number,
  query: { outcome: BulkCaseOutcome | null; offset: number; limit: number },
): Promise<{ rows: BulkRunCase[]; total: number }> {
  const where = and(
    eq(bulkRunCases.runId, runId),
    query.outcome === null ? undefined : eq(bulkRunCases.outcome, query.outcome),
  );
  const rows = await db
    .select({
      caseId: bulkRunCases.caseId,
      caseNumber: cases.caseNumber,
      outcome: bulkRunCases.outcome,
      reason: bulkRunCases.reason,
      finishedAt: bulkRunCases.finishedAt,
    })
    .from(bulkRunCases)
    .innerJoin(cases, and(eq(cases.authorityId, bulkRunCases.authorityId), eq(cases.id, bulkRunCases.caseId)))
    .where(where)
    .orderBy(asc(bulkRunCases.caseId))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ total: count() }).from(bulkRunCases).where(where);
  return {
    rows: rows.map((row) => ({ ...row, finishedAt: row.finishedAt?.toISOString() ?? null })),
    total: total?.total ?? 0,
  };
}
