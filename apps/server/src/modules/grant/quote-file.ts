import type { CaseGrant } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { ChangeInput } from '../../platform/audit/audit-change';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import type { CaseFileToSend } from '../case-views';
import type { GrantChangeInput, GrantDeps } from './change-grant';
import { attachEntryFile, downloadEntryFile, type EntryWithFile } from './entry-file';
import { quoteNotFound } from './not-found';
import { findQuote, updateQuoteRow, type QuoteRow } from './quote-repository';

/** A quote's document: attaching one changes what the grant was proposed on. */
const quoteDocument: EntryWithFile<QuoteRow> = {
  attachAction: 'grant.quote-file',
  downloadAction: 'grant.quote-file-download',
  idField: 'quoteId',
  change: { reopensProposal: true },
  find: findQuote,
  setFile: (tx, key, id, fileId) => updateQuoteRow(tx, key, id, { fileId }),
  notFound: quoteNotFound,
};

/** Attaches the quote document to a quote, replacing any earlier one. */
export function attachQuoteFile(
  deps: GrantDeps,
  input: GrantChangeInput & { id: number; file: UploadedFile },
): Promise<CaseGrant> {
  return attachEntryFile(deps, quoteDocument, input);
}

/** The document of a quote on a case the caller may read. */
export function downloadQuoteFile(
  db: Database,
  input: ChangeInput<{ caseId: number; quoteId: number }>,
): Promise<CaseFileToSend> {
  return downloadEntryFile(db, quoteDocument, { ...input, id: input.quoteId });
}
