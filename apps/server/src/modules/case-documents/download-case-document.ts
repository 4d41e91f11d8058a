import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { caseScopeOf } from '../cases';
import type { CaseFileToSend } from '../case-views';
import { assertDownloadable } from '../files';
import { documentFileOf, findCaseDocument } from './case-document-repository';
import { documentNotFound } from './not-found';

/** A document's file the caller may read, its download in the audit log before a byte is sent. */
export async function downloadCaseDocument(
  db: Database,
  input: ChangeInput<{ caseId: number; documentId: number }>,
): Promise<CaseFileToSend> {
  const scope = caseScopeOf(input.caller);
  const row = await findCaseDocument(db, input, scope);
  const file = row && documentFileOf(row);
  if (!row || !file) throw documentNotFound();
  assertDownloadable(file);
  await auditChange(db, input, 'case-document.download', row.caseId, {
    after: { documentId: row.id, name: file.name, sha256: file.sha256 },
  });
  return { ...file, lookedAt: { authorityId: scope.authorityId, caseId: row.caseId, fileId: row.fileId } };
}
