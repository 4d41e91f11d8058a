import { financialYearLabel, type YearAllocation } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import {
  mayChangeAuthoritySettings,
  settingsAuthorityOf,
} from '../../platform/access/authority-settings-scope';
import { findAllocation, findAllocationChanges, type AllocationKey } from './allocation-repository';

/**
 * The year's allocation as the API answers it: as first recorded, its in-year changes and the
 * total with them. A year with none recorded reads as nothing at version 0, which is the version
 * that records it.
 */
export async function readAllocation(
  db: Executor,
  key: AllocationKey,
  caller: Caller,
): Promise<YearAllocation> {
  const row = await findAllocation(db, key);
  const changes = row ? await findAllocationChanges(db, key) : [];
  return {
    year: key.financialYear,
    label: financialYearLabel(key.financialYear),
    allocationPence: row?.allocationPence ?? null,
    changes,
    totalPence: row ? totalWith(row.allocationPence, changes) : null,
    version: row?.version ?? 0,
    can: { change: mayChangeAuthoritySettings(caller) },
  };
}

/** The allocation with every change. */
export function totalWith(allocationPence: number, changes: readonly { amountPence: number }[]): number {
  return changes.reduce((total, change) => total + change.amountPence, allocationPence);
}

/** The caller's authority's allocation for the year. */
export function getAllocation(
  db: Executor,
  input: { caller: Caller; year: number },
): Promise<YearAllocation> {
  const authorityId = settingsAuthorityOf(input.caller);
  return readAllocation(db, { authorityId, financialYear: input.year }, input.caller);
}
