import { CASE_DOCUMENT_MESSAGES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { forbidden } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { auditedFileOf, deleteStoredFiles, removeStoredBytes } from '../files';
import { deleteCaseDocumentRow, findCaseDocument } from './case-document-repository';
import { mayDeleteDocument } from './case-document-view';
import { documentNotFound } from './not-found';

/**
 * Deletes a document filed on the case, by whoever filed it or an authority ADMIN: the row, its
 * file's row and the audit row (keeping what it was) together, then the file's bytes.
 */
export async function deleteCaseDocument(
  db: Database,
  storage: FileStorage,
  input: ChangeInput<{ caseId: number; documentId: number }>,
): Promise<void> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  const storageKeys = await db.transaction(async (tx) => {
    const before = await findCaseDocument(tx, input, scope, { forUpdate: true });
    if (!before) throw documentNotFound();
    if (!mayDeleteDocument(caller, before.createdById)) throw forbidden(CASE_DOCUMENT_MESSAGES.notYours);
    await deleteCaseDocumentRow(tx, before.id);
    const keys = await deleteStoredFiles(tx, scope.authorityId, [before.fileId]);
    await auditChange(tx, input, 'case-document.delete', before.caseId, {
      before: {
        documentId: before.id,
        type: before.type,
        name: before.name,
        diaryId: before.diaryId,
        file: auditedFileOf({ ...before, fileId: before.fileId }),
      },
    });
    return keys;
  });
  await removeStoredBytes(storage, storageKeys);
}
