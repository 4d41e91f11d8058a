import type { Executor } from '../../db/client';
import { findDiaryHeads, findDiaryItems, type DiaryOrder, type OfCase } from './case-records-repository';

export type DiaryItem = Awaited<ReturnType<typeof findDiaryItems>>[number];

/**
 * A case's diaries in the order asked for, each once (those with no items too), with its items
 * in date order.
 */
export async function findDiaries(db: Executor, of: OfCase, order: DiaryOrder) {
  const heads = await findDiaryHeads(db, of, order);
  const items = new Map<number, DiaryItem[]>();
  for (const item of await findDiaryItems(db, of)) {
    const ofDiary = items.get(item.diaryId) ?? [];
    ofDiary.push(item);
    items.set(item.diaryId, ofDiary);
  }
  return heads.map((head) => ({ ...head, items: items.get(head.id) ?? [] }));
}

export type CaseDiary = Awaited<ReturnType<typeof findDiaries>>[number];
