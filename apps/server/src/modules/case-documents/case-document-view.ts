import {
  actionItemEndpoints,
  caseDocumentEndpoints,
  endpointPath,
  grantEndpoints,
  paymentEndpoints,
  type CaseDocument,
  type CaseDocumentSource,
} from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { isAuthorityAdmin, mayWriteCases } from '../cases';
import type { CaseFileRow } from './case-file-repository';

/** Each source's own download route, which checks its own rules (scope, scan, audit). */
function downloadPathOf(source: CaseDocumentSource, caseId: number, id: number): string {
  switch (source) {
    case 'DOCUMENT':
      return endpointPath(caseDocumentEndpoints.download, { caseId, documentId: id });
    case 'DIARY_ITEM':
    case 'APPLICANT':
      return endpointPath(actionItemEndpoints.download, { id });
    case 'QUOTE':
      return endpointPath(grantEndpoints.downloadQuoteFile, { caseId, quoteId: id });
    case 'VARIATION':
      return endpointPath(grantEndpoints.downloadVariationFile, { caseId, variationId: id });
    case 'INVOICE':
      return endpointPath(paymentEndpoints.downloadInvoiceFile, { caseId, paymentId: id });
  }
}

/** Whoever filed a document, or an authority ADMIN, may delete it; nobody deletes another source's file here. */
export function mayDeleteDocument(caller: Caller, filedById: number): boolean {
  return mayWriteCases(caller) && (filedById === caller.webUserId || isAuthorityAdmin(caller));
}

export function toCaseDocument(row: CaseFileRow, caseId: number, caller: Caller): CaseDocument {
  const isDocument = row.source === 'DOCUMENT';
  return {
    key: `${row.source}-${row.recordId}`,
    source: row.source,
    type: row.type,
    title: row.title,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    scanStatus: row.scanStatus,
    uploadedByName: row.uploadedByName,
    uploadedAt: row.uploadedAt.toISOString(),
    diaryId: row.diaryId,
    diaryTitle: row.diaryTitle,
    isNew: row.isNew,
    downloadPath: downloadPathOf(row.source, caseId, row.recordId),
    actionItemId: row.source === 'APPLICANT' ? row.recordId : null,
    documentId: isDocument ? row.recordId : null,
    can: {
      delete: isDocument && mayDeleteDocument(caller, row.createdById),
      markSeen: row.isNew && mayWriteCases(caller),
    },
  };
}
