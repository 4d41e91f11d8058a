import type { AuthorityChoice, ChoiceList } from '@casekeeper/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorityChoices } from '../../db/schema';

const choiceColumns = {
  id: authorityChoices.id,
  list: authorityChoices.list,
  name: authorityChoices.name,
  needsText: authorityChoices.needsText,
  isActive: authorityChoices.isActive,
  sortOrder: authorityChoices.sortOrder,
  version: authorityChoices.version,
};

export function findChoices(db: Executor, authorityId: number, list: ChoiceList): Promise<AuthorityChoice[]> {
  return db
    .select(choiceColumns)
    .from(authorityChoices)
    .where(and(eq(authorityChoices.authorityId, authorityId), eq(authorityChoices.list, list)))
    .orderBy(asc(authorityChoices.sortOrder), asc(authorityChoices.id));
}

export async function findChoice(
  db: Executor,
  authorityId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AuthorityChoice | undefined> {
  const query = db
    .select(choiceColumns)
    .from(authorityChoices)
    .where(and(eq(authorityChoices.authorityId, authorityId), eq(authorityChoices.id, id)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** How many entries the list holds, and the place after its last. */
export async function listSize(
  db: Executor,
  authorityId: number,
  list: ChoiceList,
): Promise<{ entries: number; active: number; nextSortOrder: number }> {
  const [row] = await db
    .select({
      entries: count(),
      active: sql<number>`count(*) filter (where ${authorityChoices.isActive})::int`,
      nextSortOrder: sql<number>`coalesce(max(${authorityChoices.sortOrder}), 0)::int + 1`,
    })
    .from(authorityChoices)
    .where(and(eq(authorityChoices.authorityId, authorityId), eq(authorityChoices.list, list)));
  return row ?? { entries: 0, active: 0, nextSortOrder: 1 };
}

export async function insertChoice(
  db: Executor,
  values: { authorityId: number; list: ChoiceList; name: string; needsText: boolean; sortOrder: number },
): Promise<number> {
  const [row] = await db.insert(authorityChoices).values(values).returning({ id: authorityChoices.id });
  if (!row) throw new Error('The list entry could not be stored.');
  return row.id;
}

export async function updateChoiceRow(
  db: Executor,
  authorityId: number,
  id: number,
  changes: { name: string; needsText: boolean; isActive: boolean },
): Promise<void> {
  await db
    .update(authorityChoices)
    .set({ ...changes, version: sql`${authorityChoices.version} + 1` })
    .where(and(eq(authorityChoices.authorityId, authorityId), eq(authorityChoices.id, id)));
}

/** An active entry of `list` in the authority, or undefined: what a form may newly choose. */
export async function findActiveChoice(
  db: Executor,
  authorityId: number,
  list: ChoiceList,
  id: number,
): Promise<AuthorityChoice | undefined> {
  const choice = await findChoice(db, authorityId, id);
  return choice && choice.list === list && choice.isActive ? choice : undefined;
}
