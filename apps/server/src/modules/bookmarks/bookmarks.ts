import {
  BOOKMARK_FILTERS_MAX,
  BOOKMARK_MESSAGES,
  type addBookmarkFilterRequestSchema,
  savedCaseFilterSchema,
  type BookmarkFilter,
  type updateBookmarkFilterRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-error';
import type { Caller } from '../../platform/access/caller';
import { fieldError, forbidden, notFound } from '../../platform/errors/app-error';
import {
  countBookmarks,
  deleteBookmark,
  findBookmarks,
  insertBookmark,
  updateBookmark,
  type BookmarkOwner,
  type BookmarkRow,
} from './bookmark-repository';

function ownerOf(caller: Caller): BookmarkOwner {
  if (caller.authorityId === null) throw forbidden();
  return { webUserId: caller.webUserId, authorityId: caller.authorityId };
}

/** A saved filter as the contract has it now: one saved before a filter existed has none of it. */
function toBookmark(row: BookmarkRow): BookmarkFilter {
  return { ...row, filter: savedCaseFilterSchema.parse(row.filter), updatedAt: row.updatedAt.toISOString() };
}

/** A name the owner already uses is a 400 on the name, not a database error. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'bookmark_filters_web_user_id_name_key')) {
      throw fieldError('name', BOOKMARK_MESSAGES.nameTaken);
    }
    throw error;
  }
}

export async function listBookmarks(db: Database, caller: Caller): Promise<BookmarkFilter[]> {
  return (await findBookmarks(db, ownerOf(caller))).map(toBookmark);
}

export async function addBookmark(
  db: Database,
  caller: Caller,
  request: z.output<typeof addBookmarkFilterRequestSchema>,
): Promise<BookmarkFilter> {
  const owner = ownerOf(caller);
  return db.transaction(async (tx) => {
    if ((await countBookmarks(tx, owner)) >= BOOKMARK_FILTERS_MAX)
      throw fieldError('name', BOOKMARK_MESSAGES.tooMany);
    return toBookmark(await withUniqueName(() => insertBookmark(tx, owner, request)));
  });
}

export async function changeBookmark(
  db: Database,
  caller: Caller,
  request: z.output<typeof updateBookmarkFilterRequestSchema>,
): Promise<BookmarkFilter> {
  const { id, ...values } = request;
  const row = await withUniqueName(() => updateBookmark(db, ownerOf(caller), id, values));
  if (!row) throw notFound(BOOKMARK_MESSAGES.notFound);
  return toBookmark(row);
}

export async function removeBookmark(db: Database, caller: Caller, id: number): Promise<void> {
  if (!(await deleteBookmark(db, ownerOf(caller), id))) throw notFound(BOOKMARK_MESSAGES.notFound);
}
