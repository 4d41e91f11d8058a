import type { CaseGrant } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { ChangeInput } from '../../platform/audit/audit-change';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import type { CaseFileToSend } from '../case-views';
import type { GrantChangeInput, GrantDeps } from './change-grant';
import { attachEntryFile, downloadEntryFile, type EntryWithFile } from './entry-file';
import { variationNotFound } from './not-found';
import { findVariation, updateVariationRow, type VariationRow } from './variation-repository';

/** A variation's document, attached while the grant is approved. */
const variationDocument: EntryWithFile<VariationRow> = {
  attachAction: 'grant.variation-file',
  downloadAction: 'grant.variation-file-download',
  idField: 'variationId',
  change: { on: 'approved', reopensProposal: false },
  find: findVariation,
  setFile: (tx, key, id, fileId) => updateVariationRow(tx, key, id, { fileId }),
  notFound: variationNotFound,
};

/** Attaches a document to a variation, replacing any earlier one. */
export function attachVariationFile(
  deps: GrantDeps,
  input: GrantChangeInput & { id: number; file: UploadedFile },
): Promise<CaseGrant> {
  return attachEntryFile(deps, variationDocument, input);
}

/** The document of a variation on a case the caller may read. */
export function downloadVariationFile(
  db: Database,
  input: ChangeInput<{ caseId: number; variationId: number }>,
): Promise<CaseFileToSend> {
  return downloadEntryFile(db, variationDocument, { ...input, id: input.variationId });
}
