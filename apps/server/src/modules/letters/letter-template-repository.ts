import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { letterTemplates } from '../../db/schema';

/** The columns the API shows; picked so a new column never leaks. */
const templateColumns = {
  id: letterTemplates.id,
  title: letterTemplates.title,
  body: letterTemplates.body,
  updatedAt: letterTemplates.updatedAt,
  version: letterTemplates.version,
};

export type LetterTemplateRow = NonNullable<Awaited<ReturnType<typeof findLetterTemplate>>>;
type TemplateValues = { title: string; body: string };

/** An authority's templates, by title. */
export function findLetterTemplates(db: Executor, authorityId: number) {
  return db
    .select(templateColumns)
    .from(letterTemplates)
    .where(eq(letterTemplates.authorityId, authorityId))
    .orderBy(asc(letterTemplates.title), asc(letterTemplates.id));
}

/** A template of the authority; another authority's is not found. */
export async function findLetterTemplate(
  db: Executor,
  key: { authorityId: number; id: number },
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(templateColumns)
    .from(letterTemplates)
    .where(and(eq(letterTemplates.authorityId, key.authorityId), eq(letterTemplates.id, key.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function countLetterTemplates(db: Executor, authorityId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(letterTemplates)
    .where(eq(letterTemplates.authorityId, authorityId));
  return row?.total ?? 0;
}

export async function insertLetterTemplate(
  tx: Executor,
  values: TemplateValues & { authorityId: number; updatedById: number },
): Promise<LetterTemplateRow> {
  const [row] = await tx.insert(letterTemplates).values(values).returning(templateColumns);
  if (!row) throw new Error('The letter template could not be stored.');
  return row;
}

/** Saves a template and bumps its version. */
export async function updateLetterTemplateRow(
  tx: Executor,
  id: number,
  values: TemplateValues & { updatedById: number },
): Promise<LetterTemplateRow> {
  const [row] = await tx
    .update(letterTemplates)
    .set({ ...values, version: sql`${letterTemplates.version} + 1` })
    .where(eq(letterTemplates.id, id))
    .returning(templateColumns);
  if (!row) throw new Error('The letter template could not be saved.');
  return row;
}

export async function deleteLetterTemplateRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(letterTemplates).where(eq(letterTemplates.id, id));
}
