import type { WarningNote } from '@casekeeper/contract';
import type { WarningNoteRow } from './warning-note-repository';

/** A note as the API shows it; `today` is the UK day, for whether its review is due. */
export function toWarningNote(row: WarningNoteRow, today: string): WarningNote {
  return {
    id: row.id,
    caseId: row.caseId,
    subject: row.subject,
    type: row.type,
    text: row.text,
    reviewOn: row.reviewOn,
    reviewDue: row.reviewOn < today,
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** What the audit row keeps of a note. */
export const auditedWarningNote = (row: WarningNoteRow) => ({
  caseId: row.caseId,
  subject: row.subject,
  type: row.type,
  text: row.text,
  reviewOn: row.reviewOn,
});
