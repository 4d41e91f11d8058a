import {
  CASE_DOCUMENT_SOURCE_LABELS,
  CASE_DOCUMENT_TYPE_LABELS,
  type CaseDocument,
} from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import { fileSizeText } from '@/lib/files/file-checks';
import { formatDateTime } from '@/lib/format-date';

/** Its type (a filed document's) or where it comes from. */
export const kindOf = (document: CaseDocument) =>
  document.type ? CASE_DOCUMENT_TYPE_LABELS[document.type] : CASE_DOCUMENT_SOURCE_LABELS[document.source];

const SCAN_WORDS = {
  PENDING: 'Being checked for viruses',
  INFECTED: 'Refused: a virus was found',
} as const;

/** "PDF · 12 KB", with the scan's state when it is not yet (or never) downloadable. */
export function fileLine(document: CaseDocument): string {
  const kind = document.contentType.split('/').pop()?.toUpperCase() ?? document.contentType;
  const scan =
    document.scanStatus === 'PENDING' || document.scanStatus === 'INFECTED'
      ? SCAN_WORDS[document.scanStatus]
      : null;
  // "2 KB" kept on one line: a narrow row broke it between the number and its unit.
  const size = fileSizeText(document.sizeBytes).replace(' ', '\u00a0');
  return [kind, size, scan].filter(Boolean).join(' · ');
}

export const whoAndWhen = (document: CaseDocument) =>
  `${document.uploadedByName}, ${formatDateTime(document.uploadedAt)}`;

/** "New" in words, for what the applicant sent that nobody has seen yet. */
export function NewChip({ document }: { document: CaseDocument }) {
  return document.isNew ? <Chip size="small" color="info" label="New" /> : null;
}
