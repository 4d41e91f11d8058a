import { STALE_RECORD_MESSAGE, type YearAllocation } from '@casekeeper/contract';
import type { Transaction } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { AppError, conflict } from '../../platform/errors/app-error';
import type { AllocationKey } from './allocation-repository';
import { readAllocation } from './read-allocation';

/** A rule of the allocation the change breaks: nothing is saved. */
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/** The refusal of a change made on a version the allocation is no longer at, with it as it is now. */
export async function staleAllocation(
  tx: Transaction,
  key: AllocationKey,
  caller: Caller,
): Promise<AppError> {
  return conflict(STALE_RECORD_MESSAGE, await readAllocation(tx, key, caller));
}

/** What the audit row keeps of the year's allocation on either side of a change. */
export function allocationAudit(allocation: YearAllocation): Record<string, unknown> {
  return {
    financialYear: allocation.year,
    allocationPence: allocation.allocationPence,
    totalPence: allocation.totalPence,
    version: allocation.version,
  };
}
