import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { deleteStoredFiles, removeStoredBytes } from '../files';
import { deleteItemRow, findItem } from './action-item-repository';
import { auditedItem } from './action-item-view';
import { assertNotFromApplicant } from './applicant-items';
import { itemNotFound } from './not-found';

export type DeleteActionItemInput = ChangeInput<{ id: number }>;

/** Deletes an item and its file: the row and the audit row together, then the file's bytes. */
export async function deleteActionItem(
  db: Database,
  storage: FileStorage,
  input: DeleteActionItemInput,
): Promise<void> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  const storageKeys = await db.transaction(async (tx) => {
    const before = await findItem(tx, input.id, scope, { forUpdate: true });
    if (!before) throw itemNotFound();
    assertNotFromApplicant(before);
    await deleteItemRow(tx, before.id);
    const keys = await deleteStoredFiles(
      tx,
      scope.authorityId,
      before.fileId === null ? [] : [before.fileId],
    );
    await auditChange(tx, input, 'action-item.delete', before.id, { before: auditedItem(before) });
    return keys;
  });
  await removeStoredBytes(storage, storageKeys);
}
