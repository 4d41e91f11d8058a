import type { ActionItem } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findItem, updateItemRow } from './action-item-repository';
import { toActionItem } from './action-item-view';
import { assertNotFromApplicant } from './applicant-items';
import { itemNotFound } from './not-found';

export type SetItemCompletedInput = ChangeInput<{ id: number; completed: boolean }>;

/**
 * Completes or reopens an item. Asking for the state it is already in changes nothing (a second
 * click, another tab), so it is answered as it is and not audited again.
 */
export async function setItemCompleted(db: Database, input: SetItemCompletedInput): Promise<ActionItem> {
  const { caller, completed } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  return db.transaction(async (tx) => {
    const before = await findItem(tx, input.id, scope, { forUpdate: true });
    if (!before) throw itemNotFound();
    if (before.isCompleted === completed) return toActionItem(before, caller);
    // What the applicant sent, once seen, stays seen.
    if (!completed) assertNotFromApplicant(before);
    const completedAt = completed ? new Date() : null;
    await updateItemRow(tx, input.id, { isCompleted: completed, completedAt });
    const after = await findItem(tx, input.id, { ...scope, officerId: null });
    if (!after) throw new Error('The action item could not be read back.');
    await auditChange(tx, input, completed ? 'action-item.complete' : 'action-item.reopen', input.id, {
      before: { isCompleted: before.isCompleted },
      after: { isCompleted: completed, completedAt: completedAt?.toISOString() ?? null },
    });
    return toActionItem(after, caller);
  });
}
