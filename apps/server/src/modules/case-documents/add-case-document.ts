import type { AddCaseDocumentRequest, CaseDocument } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { actionDiaries } from '../../db/schema';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { fieldError } from '../../platform/errors/app-error';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { withKeptUpload, type UploadDeps } from '../files';
import { insertCaseDocument } from './case-document-repository';
import { toCaseDocument } from './case-document-view';
import { findCaseFiles } from './case-file-repository';
import { isCaseInScope } from './case-in-scope';

export type AddCaseDocumentInput = ChangeInput<{
  caseId: number;
  fields: { type: NonNullable<AddCaseDocumentRequest['type']>; name: string; diaryId?: number | undefined };
  file: UploadedFile;
}>;

async function isDiaryOfCase(tx: Executor, key: { authorityId: number; caseId: number; diaryId: number }) {
  const [row] = await tx
    .select({ id: actionDiaries.id })
    .from(actionDiaries)
    .where(
      and(
        eq(actionDiaries.authorityId, key.authorityId),
        eq(actionDiaries.caseId, key.caseId),
        eq(actionDiaries.id, key.diaryId),
      ),
    );
  return row !== undefined;
}

/**
 * Files a document on a case the caller may change: no due date, so no alarm and no count. The
 * file is kept before the transaction recording it commits (and removed if that does not), its
 * row awaits the virus scanner, and the audit row is written in the same transaction.
 */
export async function addCaseDocument(
  db: Database,
  uploads: UploadDeps,
  input: AddCaseDocumentInput,
): Promise<CaseDocument> {
  const { caller, caseId, fields, file } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { authorityId } = scope;

  return withKeptUpload(uploads, { file, uploadedById: caller.webUserId }, (keep) =>
    db.transaction(async (tx) => {
      if (!(await isCaseInScope(tx, caseId, scope))) throw caseNotFound();
      const diaryId = fields.diaryId ?? null;
      if (diaryId !== null && !(await isDiaryOfCase(tx, { authorityId, caseId, diaryId }))) {
        throw fieldError('diaryId', 'Choose one of this case’s diaries, or none');
      }
      const fileId = await keep(tx, authorityId);
      const id = await insertCaseDocument(tx, {
        authorityId,
        caseId,
        type: fields.type,
        name: fields.name,
        diaryId,
        fileId,
        createdById: caller.webUserId,
      });
      await auditChange(tx, input, 'case-document.add', caseId, {
        after: {
          documentId: id,
          type: fields.type,
          name: fields.name,
          diaryId,
          file: { name: file.name, sha256: file.sha256 },
        },
      });
      const rows = await findCaseFiles(tx, { authorityId, caseId }, 'DOCUMENT');
      const row = rows.find((candidate) => candidate.recordId === id);
      if (!row) throw new Error('The new document could not be read back.');
      return toCaseDocument(row, caseId, caller);
    }),
  );
}
