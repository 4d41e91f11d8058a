import {
  BULK_ACTION_MESSAGES,
  type BulkActionDetails,
  type BulkRun,
  type startBulkRunRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, fieldError } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { assertCaseLinks, assertMayWriteCases, caseScopeOf, officerFor } from '../cases';
import { findRun, insertRun } from './bulk-run-repository';
import { toBulkRun } from './bulk-run-view';
import { selectCases } from './select-cases';

export type StartBulkRunInput = ChangeInput<{ fields: z.output<typeof startBulkRunRequestSchema> }>;

/** The officer a reassignment names must be one the case form would offer this caller. */
async function assertOfficer(db: Database, caller: Caller, authorityId: number, details: BulkActionDetails) {
  if (details.kind !== 'REASSIGN') return;
  try {
    officerFor(caller, details.officerId);
    await assertCaseLinks(db, authorityId, { assignedOfficerId: details.officerId, contractorId: null });
  } catch (error) {
    if (error instanceof AppError) throw fieldError('action.officerId', error.message);
    throw error;
  }
}

/**
 * Starts a bulk action: resolves the selection to the caller's cases now (ticked ones checked, or
 * every case the list filter lists), stores the run with each case waiting, audits the start and
 * queues the bulk-actions.run job, all in one transaction. Nothing is changed yet.
 */
export async function startBulkRun(
  deps: { db: Database; jobs: JobQueue },
  input: StartBulkRunInput,
): Promise<BulkRun> {
  const { db } = deps;
  const { caller, context, fields } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  await assertOfficer(db, caller, scope.authorityId, fields.action);
  const { caseIds, ignoredCount } = await selectCases(db, scope, fields.selection);
  if (caseIds.length === 0) throw new AppError('NOT_FOUND', BULK_ACTION_MESSAGES.noCases);

  const runId = await db.transaction(async (tx) => {
    const id = await insertRun(tx, {
      authorityId: scope.authorityId,
      requestedById: caller.webUserId,
      impersonatorId: caller.impersonatorId,
      requestIp: context.ip,
      requestId: context.requestId,
      details: fields.action,
      caseIds,
      ignoredCount,
    });
    await auditChange(tx, input, 'bulk-run.start', scope.authorityId, {
      authorityId: scope.authorityId,
      after: {
        runId: id,
        action: fields.action,
        selection: fields.selection.kind,
        ...(fields.selection.kind === 'FILTER' ? { filter: fields.selection.filter } : {}),
        count: caseIds.length,
        ignored: ignoredCount,
      },
    });
    await deps.jobs.send(tx, 'bulk-actions.run', { runId: id });
    return id;
  });
  const row = await findRun(db, runId);
  if (!row) throw new Error('The bulk action could not be read back.');
  return toBulkRun(db, row);
}
