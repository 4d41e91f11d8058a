import type { BulkRun, BulkRunCase, bulkRunCasesQuerySchema, Page } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { pageOffset } from '../../db/list-helpers';
import type { Caller } from '../../platform/access/caller';
import { assertMayWriteCases } from '../cases';
import { findRun, findRunCases, type BulkRunRow } from './bulk-run-repository';
import { runNotFound, toBulkRun } from './bulk-run-view';

/**
 * A run the caller may follow: only their own. Its results name cases by number, and another
 * person's run may hold restricted cases the caller may not see.
 */
async function findRunOfCaller(db: Executor, caller: Caller, runId: number): Promise<BulkRunRow> {
  assertMayWriteCases(caller);
  const row = await findRun(db, runId);
  if (row?.authorityId !== caller.authorityId || row.requestedById !== caller.webUserId) throw runNotFound();
  return row;
}

/** A run's progress. */
export async function getBulkRun(db: Executor, input: { caller: Caller; runId: number }): Promise<BulkRun> {
  return toBulkRun(db, await findRunOfCaller(db, input.caller, input.runId));
}

/** A page of a run's cases and what became of each. */
export async function listBulkRunCases(
  db: Executor,
  input: { caller: Caller; runId: number; query: z.output<typeof bulkRunCasesQuerySchema> },
): Promise<Page<BulkRunCase>> {
  const run = await findRunOfCaller(db, input.caller, input.runId);
  const { pageNo, pageSize, outcome } = input.query;
  const page = await findRunCases(db, run.id, {
    outcome,
    offset: pageOffset(pageNo, pageSize),
    limit: pageSize,
  });
  return { data: page.rows, totalRecords: page.total, pageNo, pageSize };
}
