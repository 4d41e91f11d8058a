import type { SavedCaseFilter } from '@casekeeper/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookmarkFilters } from '../../db/schema';

const columns = {
  id: bookmarkFilters.id,
  name: bookmarkFilters.name,
  filter: bookmarkFilters.filter,
  updatedAt: bookmarkFilters.updatedAt,
};

export type BookmarkRow = { id: number; name: string; filter: SavedCaseFilter; updatedAt: Date };

/** The owner of bookmarks: a user of an authority. */
export type BookmarkOwner = { webUserId: number; authorityId: number };

const owned = (owner: BookmarkOwner) =>
  and(eq(bookmarkFilters.webUserId, owner.webUserId), eq(bookmarkFilters.authorityId, owner.authorityId));

function asRow(row: { id: number; name: string; filter: unknown; updatedAt: Date }): BookmarkRow {
  return { ...row, filter: row.filter as SavedCaseFilter };
}

export async function findBookmarks(db: Executor, owner: BookmarkOwner): Promise<BookmarkRow[]> {
  const rows = await db
    .select(columns)
    .from(bookmarkFilters)
    .where(owned(owner))
    .orderBy(asc(sql`lower(${bookmarkFilters.name})`), asc(bookmarkFilters.id));
  return rows.map(asRow);
}

export async function countBookmarks(db: Executor, owner: BookmarkOwner): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bookmarkFilters).where(owned(owner));
  return row?.value ?? 0;
}

export async function insertBookmark(
  tx: Executor,
  owner: BookmarkOwner,
  values: { name: string; filter: SavedCaseFilter },
): Promise<BookmarkRow> {
  const [row] = await tx
    .insert(bookmarkFilters)
    .values({ ...owner, ...values })
    .returning(columns);
  if (!row) throw new Error('The filter could not be saved.');
  return asRow(row);
}

/** Updates one of the owner's bookmarks; undefined when they have no such bookmark. */
export async function updateBookmark(
  tx: Executor,
  owner: BookmarkOwner,
  id: number,
  values: { name: string; filter: SavedCaseFilter },
): Promise<BookmarkRow | undefined> {
  const [row] = await tx
    .update(bookmarkFilters)
    .set(values)
    .where(and(owned(owner), eq(bookmarkFilters.id, id)))
    .returning(columns);
  return row && asRow(row);
}

export async function deleteBookmark(tx: Executor, owner: BookmarkOwner, id: number): Promise<boolean> {
  const removed = await tx
    .delete(bookmarkFilters)
    .where(and(owned(owner), eq(bookmarkFilters.id, id)))
    .returning({ id: bookmarkFilters.id });
  return removed.length > 0;
}
