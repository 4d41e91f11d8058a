import {
  DOCUMENT_REQUEST_KIND_LABELS,
  type DocumentRequest,
  type DocumentRequestKind,
} from '@casekeeper/contract';
import { londonDay } from '../../platform/time/london-calendar';
import type { findUploadsOf, DocumentRequestRow } from './document-request-repository';

/** "Proof of income", or for Other the officer's words. */
export const labelOf = (kind: DocumentRequestKind, details: string | null): string =>
  kind === 'OTHER' ? (details ?? DOCUMENT_REQUEST_KIND_LABELS.OTHER) : DOCUMENT_REQUEST_KIND_LABELS[kind];

type Upload = Awaited<ReturnType<typeof findUploadsOf>>[number];

/** A request as both sides see it; overdue once its due day has passed (UK time) while still owed. */
export function toDocumentRequest(
  row: DocumentRequestRow,
  uploads: Upload[],
  now = new Date(),
): DocumentRequest {
  const owed = row.state === 'REQUESTED' || row.state === 'ASKED_AGAIN';
  return {
    id: row.id,
    kind: row.kind,
    label: labelOf(row.kind, row.details),
    details: row.details,
    dueOn: row.dueOn,
    state: row.state,
    reason: row.state === 'ASKED_AGAIN' ? row.reason : null,
    overdue: owed && row.dueOn < londonDay(now),
    askedAt: row.createdAt.toISOString(),
    uploads: uploads
      .filter((upload) => upload.requestId === row.id)
      .map((upload) => ({ itemId: upload.itemId, name: upload.name, sentAt: upload.sentAt.toISOString() })),
  };
}
