import type { DisposalBatch } from '@casekeeper/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { disposalBatches } from '../../db/schema';

const batchColumns = {
  id: disposalBatches.id,
  caseCount: disposalBatches.caseCount,
  disposedCount: disposalBatches.disposedCount,
  state: disposalBatches.state,
  createdAt: disposalBatches.createdAt,
  finishedAt: disposalBatches.finishedAt,
};

type BatchRow = Pick<typeof disposalBatches.$inferSelect, keyof typeof batchColumns>;

export const toDisposalBatch = (row: BatchRow): DisposalBatch => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** A batch of the authority's, by id. */
export async function findBatch(db: Executor, authorityId: number, id: number) {
  const [row] = await db
    .select({
      ...batchColumns,
      authorityId: disposalBatches.authorityId,
      requestedById: disposalBatches.requestedById,
    })
    .from(disposalBatches)
    .where(and(eq(disposalBatches.authorityId, authorityId), eq(disposalBatches.id, id)));
  return row;
}

/** The authority's bulk disposal under way, if there is one. */
export async function findRunningBatch(db: Executor, authorityId: number): Promise<DisposalBatch | null> {
  const [row] = await db
    .select(batchColumns)
    .from(disposalBatches)
    .where(and(eq(disposalBatches.authorityId, authorityId), eq(disposalBatches.state, 'RUNNING')))
    .orderBy(desc(disposalBatches.createdAt))
    .limit(1);
  return row ? toDisposalBatch(row) : null;
}

/** A batch by id alone, for its job. */
export async function findBatchForJob(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...batchColumns,
      authorityId: disposalBatches.authorityId,
      requestedById: disposalBatches.requestedById,
    })
    .from(disposalBatches)
    .where(eq(disposalBatches.id, id));
  return row;
}

/** Counts one more case done, in the transaction that disposed of it. */
export async function countDisposed(tx: Executor, id: number): Promise<void> {
  await tx
    .update(disposalBatches)
    .set({ disposedCount: sql`${disposalBatches.disposedCount} + 1` })
    .where(eq(disposalBatches.id, id));
}

export async function finishBatch(db: Executor, id: number, state: 'FINISHED' | 'FAILED'): Promise<void> {
  await db
    .update(disposalBatches)
    .set({ state, finishedAt: new Date() })
    .where(and(eq(disposalBatches.id, id), eq(disposalBatches.state, 'RUNNING')));
}
