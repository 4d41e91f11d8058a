import type { AuditAction, CaseGrant } from '@casekeeper/contract';
import type { Database, Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { AppError } from '../../platform/errors/app-error';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import type { CaseFileToSend } from '../case-views';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import {
  assertDownloadable,
  deleteStoredFiles,
  withKeptUpload,
  auditedFileOf,
  storedFileOf,
  type RecordFileRow,
} from '../files';
import { changeGrant, type GrantChange, type GrantChangeInput, type GrantDeps } from './change-grant';
import type { GrantKey } from './grant-repository';

/** A kind of grant entry that carries a document (a quote, a variation), and how its document is kept. */
export type EntryWithFile<Entry extends RecordFileRow & { id: number }> = {
  attachAction: AuditAction;
  downloadAction: AuditAction;
  /** What the audit rows call the entry's id: `quoteId`, `variationId`. */
  idField: string;
  /** Which grants an attachment is made on, and whether it withdraws a proposal, as for any change. */
  change: Pick<GrantChange, 'on' | 'reopensProposal'>;
  find(db: Executor, key: GrantKey, id: number): Promise<Entry | undefined>;
  setFile(tx: Executor, key: GrantKey, id: number, fileId: string): Promise<void>;
  notFound(): AppError;
};

/**
 * Attaches a document to an entry of the grant, replacing any earlier one, as a change to the
 * grant. The file is kept (renamed from its temporary name, synced) before the transaction
 * recording it commits, and removed again if that does not commit; the replaced file's bytes go
 * once it has.
 */
export function attachEntryFile<Entry extends RecordFileRow & { id: number }>(
  deps: GrantDeps,
  kind: EntryWithFile<Entry>,
  input: GrantChangeInput & { id: number; file: UploadedFile },
): Promise<CaseGrant> {
  const { file, caller } = input;
  return withKeptUpload(deps, { file, uploadedById: caller.webUserId }, (keep) =>
    changeGrant(deps, input, {
      ...kind.change,
      action: kind.attachAction,
      async apply({ tx, key }) {
        const entry = await kind.find(tx, key, input.id);
        if (!entry) throw kind.notFound();
        await kind.setFile(tx, key, entry.id, await keep(tx, key.authorityId));
        const replaced = storedFileOf(entry);
        return {
          before: { [kind.idField]: entry.id, file: auditedFileOf(entry) },
          after: { [kind.idField]: entry.id, file: { name: file.name, sha256: file.sha256 } },
          removedFiles: await deleteStoredFiles(tx, key.authorityId, replaced ? [replaced.id] : []),
        };
      },
    }),
  );
}

/**
 * The document of an entry on a case the caller may read, its download in the audit log before
 * a byte is sent. An entry of another case, or one with no document, is not found.
 */
export async function downloadEntryFile<Entry extends RecordFileRow & { id: number }>(
  db: Database,
  kind: EntryWithFile<Entry>,
  input: ChangeInput<{ caseId: number; id: number }>,
): Promise<CaseFileToSend> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const entry = await kind.find(db, { authorityId: scope.authorityId, caseId: found.id }, input.id);
  const file = entry && storedFileOf(entry);
  if (!entry || !file) throw kind.notFound();
  assertDownloadable(file);
  await auditChange(db, input, kind.downloadAction, found.id, {
    authorityId: scope.authorityId,
    after: { [kind.idField]: entry.id, name: file.name, sha256: file.sha256 },
  });
  return { ...file, lookedAt: { authorityId: scope.authorityId, caseId: found.id, fileId: file.id } };
}
