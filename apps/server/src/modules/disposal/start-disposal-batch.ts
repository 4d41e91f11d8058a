import { DISPOSAL_MESSAGES, type DisposalBatch, type disposeBatchRequestSchema } from '@casekeeper/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { authorities, disposalBatches, disposalReviews } from '../../db/schema';
import { settingsAuthorityOf } from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { findRunningBatch, toDisposalBatch } from './disposal-batch-repository';
import { notInReview } from './disposal-rules';

export type StartDisposalBatchInput = ChangeInput<{ fields: z.output<typeof disposeBatchRequestSchema> }>;

/**
 * Starts a bulk disposal: the cases (each waiting or kept in the caller's authority's review) are
 * marked with a new batch, and a disposal.batch job disposes of each in its own transaction. One
 * batch runs at a time per authority.
 */
export async function startDisposalBatch(
  deps: { db: Database; jobs: JobQueue },
  input: StartDisposalBatchInput,
): Promise<DisposalBatch> {
  const authorityId = settingsAuthorityOf(input.caller);
  const { caseIds } = input.fields;
  return deps.db.transaction(async (tx) => {
    // One start at a time per authority: the authority's row is the lock.
    await tx
      .select({ id: authorities.id })
      .from(authorities)
      .where(eq(authorities.id, authorityId))
      .for('update');
    if (await findRunningBatch(tx, authorityId)) throw conflict(DISPOSAL_MESSAGES.batchRunning);
    const open = await tx
      .select({ caseId: disposalReviews.caseId })
      .from(disposalReviews)
      .where(
        and(
          eq(disposalReviews.authorityId, authorityId),
          inArray(disposalReviews.caseId, caseIds),
          inArray(disposalReviews.state, ['PENDING', 'KEPT']),
        ),
      )
      .for('update');
    if (open.length !== caseIds.length) throw notInReview();
    const [batch] = await tx
      .insert(disposalBatches)
      .values({ authorityId, requestedById: input.caller.webUserId, caseCount: caseIds.length })
      .returning();
    if (!batch) throw new Error('The bulk disposal could not be stored.');
    await tx
      .update(disposalReviews)
      .set({ batchId: batch.id })
      .where(and(eq(disposalReviews.authorityId, authorityId), inArray(disposalReviews.caseId, caseIds)));
    await auditChange(tx, input, 'disposal.batch', authorityId, {
      authorityId,
      after: { batchId: batch.id, caseIds, count: caseIds.length },
    });
    await deps.jobs.send(tx, 'disposal.batch', { batchId: batch.id });
    return toDisposalBatch(batch);
  });
}

/** The batch's cases not yet disposed of, in order: where a run cut short carries on from. */
export async function remainingCasesOf(db: Database, batchId: number): Promise<number[]> {
  const rows = await db
    .select({ caseId: disposalReviews.caseId })
    .from(disposalReviews)
    .where(and(eq(disposalReviews.batchId, batchId), sql`${disposalReviews.state} <> 'DISPOSED'`))
    .orderBy(disposalReviews.caseId);
  return rows.map((row) => row.caseId);
}
