import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { forbidden } from '../../platform/errors/app-error';
import { caseScopeOf, isAuthorityAdmin } from '../cases';
import { deleteStoredFiles, removeStoredBytes } from '../files';
import { findItemsOfDiaries } from './action-item-repository';
import { auditedItem } from './action-item-view';
import { assertNotFromApplicant } from './applicant-items';
import { deleteDiaryRow, findDiary, unlinkCaseDocuments } from './diary-repository';
import { auditedDiary } from './diary-view';
import { diaryNotFound } from './not-found';

export type DeleteDiaryInput = ChangeInput<{ id: number }>;

/**
 * Deletes a diary with its items and their files: an authority ADMIN's call. The audit row keeps
 * the diary and every item as they were; the files' bytes go once the deletion has committed.
 */
export async function deleteDiary(
  db: Database,
  storage: FileStorage,
  input: DeleteDiaryInput,
): Promise<void> {
  const { caller } = input;
  if (!isAuthorityAdmin(caller)) throw forbidden();
  const scope = caseScopeOf(caller);

  const storageKeys = await db.transaction(async (tx) => {
    const diary = await findDiary(tx, input.id, scope, { forUpdate: true });
    if (!diary) throw diaryNotFound();
    const items = await findItemsOfDiaries(tx, scope.authorityId, [diary.id]);
    for (const item of items) assertNotFromApplicant(item);
    await unlinkCaseDocuments(tx, scope.authorityId, diary.id);
    await deleteDiaryRow(tx, diary.id);
    const fileIds = items.flatMap((item) => (item.fileId === null ? [] : [item.fileId]));
    const keys = await deleteStoredFiles(tx, scope.authorityId, fileIds);
    await auditChange(tx, input, 'diary.delete', diary.id, {
      before: { ...auditedDiary(diary), items: items.map((item) => ({ id: item.id, ...auditedItem(item) })) },
    });
    return keys;
  });
  await removeStoredBytes(storage, storageKeys);
}
