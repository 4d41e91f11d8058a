import type { ActionItem } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { mayWriteCases } from '../cases';
import { storedFileOf, type ActionItemRow } from './action-item-repository';

/** The file as the API shows it: what it is, never where it is kept. */
function fileOf(row: ActionItemRow): ActionItem['file'] {
  const file = storedFileOf(row);
  if (!file) return null;
  const { name, sizeBytes, contentType, sha256, scanStatus } = file;
  return { name, sizeBytes, contentType, sha256, scanStatus };
}

/** What an audit row keeps of an item: everything a person wrote or could lose. */
export function auditedItem(row: ActionItemRow) {
  return {
    diaryId: row.diaryId,
    caseId: row.caseId,
    kind: row.kind,
    prefix: row.prefix,
    description: row.description,
    scheduledAt: row.scheduledAt.toISOString(),
    sharedWithApplicant: row.sharedWithApplicant,
    isCompleted: row.isCompleted,
    text: row.textBody,
    file: auditedFileOf(row),
  };
}

/** What the audit row keeps of an item's file: what it is, not where the scanner has got to. */
function auditedFileOf(row: ActionItemRow) {
  const file = fileOf(row);
  if (!file) return null;
  const { name, sizeBytes, contentType, sha256 } = file;
  return { name, sizeBytes, contentType, sha256 };
}

export function toActionItem(row: ActionItemRow, caller: Caller): ActionItem {
  return {
    id: row.id,
    ...auditedItem(row),
    file: fileOf(row),
    fromApplicant: row.fromApplicant,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    // What the applicant sent stays as they sent it; seeing it is the one change staff make.
    can: { edit: mayWriteCases(caller) && !row.fromApplicant },
  };
}
