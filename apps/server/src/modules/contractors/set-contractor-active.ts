import type { Contractor } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditChange } from '../../platform/audit/audit-change';
import type { SetActiveInput } from '../../platform/records/record-inputs';
import { notFound } from '../../platform/errors/app-error';
import type { Saved } from '../../platform/records/saved';
import { findContractor, updateContractorRow } from './contractor-repository';
import { CONTRACTOR_MESSAGES, toContractor } from './contractor-view';

export type SetContractorActiveInput = SetActiveInput;

/**
 * Activates or deactivates a contractor. An inactive contractor stays on the cases that name it
 * but is no longer offered for new work.
 */
export async function setContractorActive(
  db: Database,
  input: SetContractorActiveInput,
): Promise<Saved<Contractor>> {
  const { caller } = input;
  return db.transaction(async (tx) => {
    const before = await findContractor(tx, input.id, authorityFilterOf(caller), { forUpdate: true });
    if (!before) throw notFound(CONTRACTOR_MESSAGES.notFound);
    const isActive = input.isActive ?? !before.isActive;
    const message = isActive ? CONTRACTOR_MESSAGES.activated : CONTRACTOR_MESSAGES.deactivated;
    if (isActive === before.isActive) return { record: toContractor(before, caller), message };
    const after = await updateContractorRow(tx, before.id, { isActive });
    await auditChange(tx, input, isActive ? 'contractor.activate' : 'contractor.deactivate', before.id, {
      authorityId: before.authorityId,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return { record: toContractor(after, caller), message };
  });
}
