import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { caseScopeOf } from '../cases';
import { assertDownloadable } from '../files';
import type { CaseFileToSend } from '../case-views';
import { findItem, storedFileOf } from './action-item-repository';
import { markApplicantItemSeen } from './applicant-items';
import { itemNotFound } from './not-found';

/**
 * The file of an item the caller may read, its download in the audit log before a byte is sent;
 * what the applicant sent is marked seen by a caller who may change the case.
 */
export async function downloadItemFile(
  db: Database,
  input: ChangeInput<{ id: number }>,
): Promise<CaseFileToSend> {
  const scope = caseScopeOf(input.caller);
  const row = await findItem(db, input.id, scope);
  const file = row && storedFileOf(row);
  if (!row || !file) throw itemNotFound();
  assertDownloadable(file);
  await db.transaction(async (tx) => {
    await auditChange(tx, input, 'action-item.file-download', row.id, {
      after: { name: file.name, sha256: file.sha256 },
    });
    // Opening what the applicant sent is seeing it.
    await markApplicantItemSeen(tx, input, row);
  });
  return { ...file, lookedAt: { authorityId: scope.authorityId, caseId: row.caseId, fileId: row.fileId } };
}
