import { STALE_RECORD_MESSAGE, type Diary, type updateDiaryRequestSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { auditDiff } from '../../platform/audit/audit-diff';
import { conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { findItemsOfDiaries } from './action-item-repository';
import { findDiary, updateDiaryRow } from './diary-repository';
import { auditedDiary, toDiary } from './diary-view';
import { diaryNotFound } from './not-found';

export type UpdateDiaryInput = ChangeInput<{ fields: z.output<typeof updateDiaryRequestSchema> }>;

/** Saves a diary if nobody has changed it since `version` was read; otherwise a 409 with it as it is. */
export async function updateDiary(db: Database, input: UpdateDiaryInput): Promise<Diary> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);
  const { id, version, ...fields } = input.fields;

  return db.transaction(async (tx) => {
    const before = await findDiary(tx, id, scope, { forUpdate: true });
    if (!before) throw diaryNotFound();
    const items = await findItemsOfDiaries(tx, scope.authorityId, [id]);
    if (before.version !== version) throw conflict(STALE_RECORD_MESSAGE, toDiary(before, items, caller));
    const after = await updateDiaryRow(tx, id, fields);
    await auditChange(tx, input, 'diary.update', id, auditDiff(auditedDiary(before), auditedDiary(after)));
    return toDiary(after, items, caller);
  });
}
