import {
  financialYearRange,
  MAX_ALLOCATION_CHANGES_PER_YEAR,
  SPEND_MESSAGES,
  type addAllocationChangeRequestSchema,
  type YearAllocation,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { assertMayChangeAuthoritySettings } from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { allocationAudit, staleAllocation, unprocessable } from './allocation-change';
import {
  countAllocationChanges,
  findAllocation,
  insertAllocationChange,
  updateAllocation,
} from './allocation-repository';
import { readAllocation } from './read-allocation';

export type AddAllocationChangeInput = ChangeInput<
  { year: number } & z.output<typeof addAllocationChangeRequestSchema>
>;

/**
 * Records an in-year change of the year's allocation, more or less, on the version the caller
 * read: made within the year, to an allocation already recorded, never taking it below nothing.
 * The allocation row is locked and its version bumped, so two changes at once are made one
 * after the other and the second, made on what the first changed, is stale.
 */
export async function addAllocationChange(
  db: Database,
  input: AddAllocationChangeInput,
): Promise<YearAllocation> {
  const { caller, change } = input;
  const key = { authorityId: assertMayChangeAuthoritySettings(caller), financialYear: input.year };
  const year = financialYearRange(input.year);
  if (change.changedOn < year.from || change.changedOn > year.to) {
    throw unprocessable(SPEND_MESSAGES.changeOutsideYear);
  }
  return db.transaction(async (tx) => {
    const row = await findAllocation(tx, key, { forUpdate: true });
    if (!row) throw unprocessable(SPEND_MESSAGES.noAllocation);
    if (row.version !== input.version) throw await staleAllocation(tx, key, caller);
    if ((await countAllocationChanges(tx, key)) >= MAX_ALLOCATION_CHANGES_PER_YEAR) {
      throw unprocessable(SPEND_MESSAGES.tooManyChanges);
    }
    const before = await readAllocation(tx, key, caller);
    if ((before.totalPence ?? 0) + change.amountPence < 0) throw unprocessable(SPEND_MESSAGES.belowZero);
    await insertAllocationChange(tx, key, { ...change, createdById: caller.webUserId });
    await updateAllocation(tx, key, { updatedById: caller.webUserId });
    const after = await readAllocation(tx, key, caller);
    await auditChange(tx, input, 'spend.allocation-change', key.authorityId, {
      authorityId: key.authorityId,
      before: allocationAudit(before),
      after: { ...allocationAudit(after), change },
    });
    return after;
  });
}
