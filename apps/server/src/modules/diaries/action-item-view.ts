import type { ActionItem } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { mayWriteCases } from '../cases';
import { storedFileOf, type ActionItemRow } from './action-item-repository';

/** The file as the API shows it: what it is, never where it is kept. */
function fileOf(row: ActionItemRow): ActionItem['file'] {
  const file = storedFileOf(row);
  if (!file) return null;
  const { name, sizeBytes, contentType, sha256 } = file;
  return { name, sizeBytes, contentType, sha256 };
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
    file: fileOf(row),
  };
}

export function toActionItem(row: ActionItemRow, caller: Caller): ActionItem {
  return {
    id: row.id,
    ...auditedItem(row),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    can: { edit: mayWriteCases(caller) },
  };
}
