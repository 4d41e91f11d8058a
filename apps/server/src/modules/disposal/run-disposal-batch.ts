import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { findBatchForJob, finishBatch } from './disposal-batch-repository';
import { disposeCase, type DisposalDeps } from './dispose-case';
import { remainingCasesOf } from './start-disposal-batch';

/**
 * The disposal.batch job: disposes of the batch's cases one by one, each in its own transaction
 * that also counts it, so progress shows as it goes and a run cut short (a stop, a crash) carries
 * on with the cases still left when the job is retried. A case that cannot be disposed of (it left
 * the review: reopened meanwhile) is skipped; the batch ends FINISHED, or FAILED on its last attempt.
 */
export async function runDisposalBatch(
  deps: DisposalDeps & { db: Database },
  job: { batchId: number; isLastAttempt: boolean; stopping?: AbortSignal },
): Promise<{ disposed: number; skipped: number }> {
  const batch = await findBatchForJob(deps.db, job.batchId);
  if (!batch || batch.state !== 'RUNNING') return { disposed: 0, skipped: 0 };
  let disposed = 0;
  let skipped = 0;
  try {
    for (const caseId of await remainingCasesOf(deps.db, batch.id)) {
      if (job.stopping?.aborted) throw new Error('stopping: the batch carries on at the next attempt');
      try {
        await disposeCase(deps, {
          authorityId: batch.authorityId,
          caseId,
          decidedById: batch.requestedById,
          batchId: batch.id,
        });
        disposed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped += 1;
      }
    }
  } catch (error) {
    if (job.isLastAttempt) await finishBatch(deps.db, batch.id, 'FAILED');
    throw error;
  }
  await finishBatch(deps.db, batch.id, 'FINISHED');
  return { disposed, skipped };
}
