import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionDiaries, caseDocuments, cases } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** The columns of a diary the API shows; picked so a new column never leaks. */
const diaryColumns = {
  id: actionDiaries.id,
  caseId: actionDiaries.caseId,
  title: actionDiaries.title,
  description: actionDiaries.description,
  createdAt: actionDiaries.createdAt,
  updatedAt: actionDiaries.updatedAt,
  version: actionDiaries.version,
};

export type DiaryRow = NonNullable<Awaited<ReturnType<typeof findDiary>>>;
export type DiaryFields = { title: string; description: string | null };

const ofItsCase = and(eq(cases.authorityId, actionDiaries.authorityId), eq(cases.id, actionDiaries.caseId));

/** Whether the case is one the scope reaches. */
export async function isCaseInScope(db: Executor, caseId: number, scope: CaseScope): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.id, caseId)));
  return row !== undefined;
}

/** A diary by id, on a case within the scope; outside it, it is not found. */
export async function findDiary(
  db: Executor,
  id: number,
  scope: CaseScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(diaryColumns)
    .from(actionDiaries)
    .innerJoin(cases, ofItsCase)
    .where(and(caseInScope(scope), eq(actionDiaries.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: actionDiaries }) : await query;
  return row;
}

/** A case's diaries, oldest first; the caller has checked the case is in scope. */
export async function findDiariesOfCase(
  db: Executor,
  authorityId: number,
  caseId: number,
): Promise<DiaryRow[]> {
  return db
    .select(diaryColumns)
    .from(actionDiaries)
    .where(and(eq(actionDiaries.authorityId, authorityId), eq(actionDiaries.caseId, caseId)))
    .orderBy(asc(actionDiaries.createdAt), asc(actionDiaries.id));
}

export async function insertDiary(
  tx: Executor,
  values: DiaryFields & { authorityId: number; caseId: number; createdById: number },
): Promise<DiaryRow> {
  const [row] = await tx.insert(actionDiaries).values(values).returning(diaryColumns);
  if (!row) throw new Error('The diary could not be stored.');
  return row;
}

/** Updates a diary and bumps its version. */
export async function updateDiaryRow(tx: Executor, id: number, fields: DiaryFields): Promise<DiaryRow> {
  const [row] = await tx
    .update(actionDiaries)
    .set({ ...fields, version: sql`${actionDiaries.version} + 1` })
    .where(eq(actionDiaries.id, id))
    .returning(diaryColumns);
  if (!row) throw new Error('The diary could not be saved.');
  return row;
}

/** Deletes a diary; its items go with it (the key cascades), their files' rows do not. */
export async function deleteDiaryRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(actionDiaries).where(eq(actionDiaries.id, id));
}

/** The documents filed beside a diary stay on the case when it is deleted: they lose the link only. */
export async function unlinkCaseDocuments(tx: Executor, authorityId: number, diaryId: number): Promise<void> {
  await tx
    .update(caseDocuments)
    .set({ diaryId: null })
    .where(and(eq(caseDocuments.authorityId, authorityId), eq(caseDocuments.diaryId, diaryId)));
}
