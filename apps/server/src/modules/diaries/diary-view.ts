import type { Diary } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { isAuthorityAdmin, mayWriteCases } from '../cases';
import type { ActionItemRow } from './action-item-repository';
import { toActionItem } from './action-item-view';
import type { DiaryRow } from './diary-repository';

export function toDiary(row: DiaryRow, items: ActionItemRow[], caller: Caller): Diary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: { edit: mayWriteCases(caller), delete: isAuthorityAdmin(caller) },
    items: items.filter((item) => item.diaryId === row.id).map((item) => toActionItem(item, caller)),
  };
}

export const auditedDiary = (row: DiaryRow) => ({
  caseId: row.caseId,
  title: row.title,
  description: row.description,
});
