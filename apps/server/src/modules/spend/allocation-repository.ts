import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorityAllocationChanges, authorityAllocations, webUsers } from '../../db/schema';
import { announceSpendChange } from '../grant-figures';
import { fullName } from '../cases';

/** An authority's allocation is found by its financial year, within the caller's authority. */
export type AllocationKey = { authorityId: number; financialYear: number };

export type AllocationRow = typeof authorityAllocations.$inferSelect;

const ofYear = (key: AllocationKey) =>
  and(
    eq(authorityAllocations.authorityId, key.authorityId),
    eq(authorityAllocations.financialYear, key.financialYear),
  );

const changesOfYear = (key: AllocationKey) =>
  and(
    eq(authorityAllocationChanges.authorityId, key.authorityId),
    eq(authorityAllocationChanges.financialYear, key.financialYear),
  );

/** The year's allocation row (undefined while none is recorded), locked for a change when asked. */
export async function findAllocation(
  db: Executor,
  key: AllocationKey,
  options: { forUpdate?: boolean } = {},
): Promise<AllocationRow | undefined> {
  const query = db.select().from(authorityAllocations).where(ofYear(key));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The year's in-year changes, in the order they were made, with who recorded each. */
export async function findAllocationChanges(db: Executor, key: AllocationKey) {
  return db
    .select({
      id: authorityAllocationChanges.id,
      amountPence: authorityAllocationChanges.amountPence,
      reason: authorityAllocationChanges.reason,
      changedOn: authorityAllocationChanges.changedOn,
      recordedBy: fullName(webUsers),
    })
    .from(authorityAllocationChanges)
    .innerJoin(webUsers, eq(webUsers.id, authorityAllocationChanges.createdById))
    .where(changesOfYear(key))
    .orderBy(asc(authorityAllocationChanges.changedOn), asc(authorityAllocationChanges.id));
}

/** How many in-year changes the year holds. */
export async function countAllocationChanges(db: Executor, key: AllocationKey): Promise<number> {
  const [row] = await db
    .select({ changes: count() })
    .from(authorityAllocationChanges)
    .where(changesOfYear(key));
  return row?.changes ?? 0;
}

/** Records the year's allocation (version 1); false when another request recorded it first. */
export async function insertAllocation(
  tx: Executor,
  key: AllocationKey,
  values: { allocationPence: number; updatedById: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(authorityAllocations)
    .values({ ...key, ...values })
    .onConflictDoNothing()
    .returning({ version: authorityAllocations.version });
  if (inserted.length > 0) await announceSpendChange(tx, key.authorityId);
  return inserted.length > 0;
}

/**
 * Saves a change on the locked allocation row and bumps its version: every change of the year's
 * allocation, an in-year change too, comes through here, and moves the Spend figures.
 */
export async function updateAllocation(
  tx: Executor,
  key: AllocationKey,
  changes: { allocationPence?: number; updatedById: number },
): Promise<void> {
  await tx
    .update(authorityAllocations)
    .set({ ...changes, version: sql`${authorityAllocations.version} + 1` })
    .where(ofYear(key));
  await announceSpendChange(tx, key.authorityId);
}

export async function insertAllocationChange(
  tx: Executor,
  key: AllocationKey,
  change: { amountPence: number; reason: string; changedOn: string; createdById: number },
): Promise<void> {
  await tx.insert(authorityAllocationChanges).values({ ...key, ...change });
}

/** The year's allocation with every in-year change, in one statement; null while none is recorded. */
export async function findAllocationTotal(db: Executor, key: AllocationKey): Promise<number | null> {
  const changes = db
    .select({ pence: sql`coalesce(sum(${authorityAllocationChanges.amountPence}), 0)` })
    .from(authorityAllocationChanges)
    .where(changesOfYear(key));
  const [row] = await db
    .select({
      totalPence: sql<number>`${authorityAllocations.allocationPence} + (${changes})`.mapWith(Number),
    })
    .from(authorityAllocations)
    .where(ofYear(key));
  return row?.totalPence ?? null;
}
