import type { Diary } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseNotFound, caseScopeOf } from '../cases';
import { findItemsOfDiaries } from './action-item-repository';
import { findDiariesOfCase, findDiary, isCaseInScope } from './diary-repository';
import { toDiary } from './diary-view';
import { diaryNotFound } from './not-found';

/** A case's diaries, each with its items in date order. */
export async function listDiaries(db: Executor, input: { caller: Caller; caseId: number }): Promise<Diary[]> {
  const scope = caseScopeOf(input.caller);
  if (!(await isCaseInScope(db, input.caseId, scope))) throw caseNotFound();
  const diaries = await findDiariesOfCase(db, scope.authorityId, input.caseId);
  const items = await findItemsOfDiaries(
    db,
    scope.authorityId,
    diaries.map((diary) => diary.id),
  );
  return diaries.map((diary) => toDiary(diary, items, input.caller));
}

/** One diary with its items, as the caller may see it; outside their scope it is not found. */
export async function getDiary(db: Executor, input: { caller: Caller; id: number }): Promise<Diary> {
  const scope = caseScopeOf(input.caller);
  const diary = await findDiary(db, input.id, scope);
  if (!diary) throw diaryNotFound();
  return toDiary(diary, await findItemsOfDiaries(db, scope.authorityId, [diary.id]), input.caller);
}
