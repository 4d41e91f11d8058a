import type { CaseGrant } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import { deleteStoredFiles, insertStoredFile, type StoredFileToSend } from '../files';
import { changeGrant, type GrantChangeInput, type GrantDeps } from './change-grant';
import { quoteNotFound } from './not-found';
import { findQuote, storedFileOf, updateQuoteRow } from './quote-repository';

/**
 * Attaches the quote document to a quote, replacing any earlier one. The file is kept (renamed
 * from its temporary name, synced) before the transaction recording it commits, and removed
 * again if that does not commit; the replaced file's bytes go once it has.
 */
export async function attachQuoteFile(
  deps: GrantDeps,
  input: GrantChangeInput & { id: number; file: UploadedFile },
): Promise<CaseGrant> {
  const { file, caller } = input;
  let storageKey: string | undefined;
  try {
    return await changeGrant(deps, input, {
      action: 'grant.quote-file',
      reopensProposal: true,
      async apply({ tx, key }) {
        const quote = await findQuote(tx, key, input.id);
        if (!quote) throw quoteNotFound();
        storageKey = await deps.fileStorage.keep(file);
        const fileId = await insertStoredFile(tx, {
          authorityId: key.authorityId,
          originalName: file.name,
          sizeBytes: file.sizeBytes,
          contentType: file.contentType,
          sha256: file.sha256,
          storageKey,
          uploadedById: caller.webUserId,
        });
        await updateQuoteRow(tx, key, quote.id, { fileId });
        const replaced = storedFileOf(quote);
        return {
          before: { quoteId: quote.id, file: replaced && { name: replaced.name, sha256: replaced.sha256 } },
          after: { quoteId: quote.id, file: { name: file.name, sha256: file.sha256 } },
          removedFiles: await deleteStoredFiles(tx, key.authorityId, replaced ? [replaced.id] : []),
        };
      },
    });
  } catch (error) {
    if (storageKey) await deps.fileStorage.remove(storageKey);
    throw error;
  }
}

/** The document of a quote on a case the caller may read, its download in the audit log before a byte is sent. */
export async function downloadQuoteFile(
  db: Database,
  input: ChangeInput<{ caseId: number; quoteId: number }>,
): Promise<StoredFileToSend> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const quote = await findQuote(db, { authorityId: scope.authorityId, caseId: found.id }, input.quoteId);
  const file = quote && storedFileOf(quote);
  if (!quote || !file) throw quoteNotFound();
  await auditChange(db, input, 'grant.quote-file-download', found.id, {
    authorityId: scope.authorityId,
    after: { quoteId: quote.id, name: file.name, sha256: file.sha256 },
  });
  return file;
}
