import {
  STALE_RECORD_MESSAGE,
  type ActionItem,
  type ActionItemFields,
  type ActionItemKind,
} from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { auditDiff } from '../../platform/audit/audit-diff';
import { conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findItem, updateItemRow } from './action-item-repository';
import { auditedItem, toActionItem } from './action-item-view';
import { assertNotFromApplicant } from './applicant-items';
import { itemNotFound } from './not-found';

export type UpdateActionItemInput = ChangeInput<{
  /** The kind the form edits: an item of the other kind is not found there. */
  kind: ActionItemKind;
  fields: ActionItemFields & { id: number; version: number; text?: string };
}>;

/**
 * Saves an item's type, description, date and (a text item's) note if nobody has changed it since
 * `version` was read; otherwise a 409 carrying the item as it is now.
 */
export async function updateActionItem(db: Database, input: UpdateActionItemInput): Promise<ActionItem> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { id, version, text, prefix, description, scheduledAt, sharedWithApplicant } = input.fields;

  return db.transaction(async (tx) => {
    const before = await findItem(tx, id, scope, { forUpdate: true });
    if (!before || before.kind !== input.kind) throw itemNotFound();
    assertNotFromApplicant(before);
    if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, toActionItem(before, caller));
    await updateItemRow(tx, id, {
      prefix,
      description,
      scheduledAt: new Date(scheduledAt),
      sharedWithApplicant,
      ...(input.kind === 'TEXT' ? { textBody: text } : {}),
    });
    const after = await findItem(tx, id, { ...scope, officerId: null });
    if (!after) throw new Error('The saved action item could not be read back.');
    await auditChange(
      tx,
      input,
      'action-item.update',
      id,
      auditDiff(auditedItem(before), auditedItem(after)),
    );
    return toActionItem(after, caller);
  });
}
