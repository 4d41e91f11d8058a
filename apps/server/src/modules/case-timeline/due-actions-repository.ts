import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries, actionItems } from '../../db/schema';

const openOfTheCase = (authorityId: number, caseId: number) =>
  and(
    eq(actionItems.authorityId, authorityId),
    eq(actionItems.caseId, caseId),
    eq(actionItems.isCompleted, false),
  );

/** The case's open items, soonest first, at most `limit` (the index of a case's items by date). */
export function findDueItems(db: Executor, authorityId: number, caseId: number, limit: number) {
  return db
    .select({
      id: actionItems.id,
      diaryId: actionItems.diaryId,
      diaryTitle: actionDiaries.title,
      prefix: actionItems.prefix,
      description: actionItems.description,
      scheduledAt: actionItems.scheduledAt,
      itemKind: actionItems.kind,
    })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .where(openOfTheCase(authorityId, caseId))
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id))
    .limit(limit);
}

export async function countOpenItems(db: Executor, authorityId: number, caseId: number): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(actionItems)
    .where(openOfTheCase(authorityId, caseId));
  return row?.open ?? 0;
}
