import { SPEND_MESSAGES, type saveAllocationRequestSchema, type YearAllocation } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { assertMayChangeAuthoritySettings } from '../../platform/access/authority-settings-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { allocationAudit, staleAllocation, unprocessable } from './allocation-change';
import { findAllocation, insertAllocation, updateAllocation } from './allocation-repository';
import { readAllocation, totalWith } from './read-allocation';

export type SaveAllocationInput = ChangeInput<
  { year: number } & z.output<typeof saveAllocationRequestSchema>
>;

/**
 * Records the year's allocation (version 0: none is recorded yet) or corrects it (the version it
 * is at), bumping its version; an authority ADMIN's alone. A correction that its in-year changes
 * would take below nothing is refused. Of two first recordings at once, the second is stale.
 */
export async function saveAllocation(db: Database, input: SaveAllocationInput): Promise<YearAllocation> {
  const { caller } = input;
  const key = { authorityId: assertMayChangeAuthoritySettings(caller), financialYear: input.year };
  return db.transaction(async (tx) => {
    const row = await findAllocation(tx, key, { forUpdate: true });
    if ((row?.version ?? 0) !== input.version) throw await staleAllocation(tx, key, caller);
    const before = await readAllocation(tx, key, caller);
    if (totalWith(input.allocationPence, before.changes) < 0) throw unprocessable(SPEND_MESSAGES.belowZero);
    const values = { allocationPence: input.allocationPence, updatedById: caller.webUserId };
    if (!row) {
      if (!(await insertAllocation(tx, key, values))) throw await staleAllocation(tx, key, caller);
    } else {
      await updateAllocation(tx, key, values);
    }
    const after = await readAllocation(tx, key, caller);
    await auditChange(tx, input, 'spend.allocation', key.authorityId, {
      authorityId: key.authorityId,
      ...(row ? { before: allocationAudit(before) } : {}),
      after: allocationAudit(after),
    });
    return after;
  });
}
