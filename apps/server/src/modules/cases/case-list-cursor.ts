import { CASE_LIST_CURSOR_MESSAGES, type CaseListSortColumn, type SortDirection } from '@casekeeper/contract';
import { z } from 'zod';
import { fieldError } from '../../platform/errors/app-error';

/**
 * A row of the list a page is read from, as the sort places it: one of the viewer's pinned cases
 * (listed first, by its place among them), or an unpinned case by its part of the order (a sort
 * whose key can be empty has the empty ones as a second part), its sort key values as PostgreSQL
 * wrote them and its id.
 */
export type ListPlace =
  { pinned: true; place: number } | { pinned: false; part: number; keys: (string | null)[]; id: number };

/**
 * Where a page starts: `after` a row (a next page) or `before` one (a previous page). The Officer
 * sort, which places pages officer by officer from case_counts, names a page by its offset.
 */
export type CursorStart =
  { toward: 'after' | 'before'; row: ListPlace } | { toward: 'offset'; offset: number };

const placeSchema = z.union([
  z.object({ pinned: z.literal(true), place: z.number().int().min(1) }),
  z.object({
    pinned: z.literal(false),
    part: z.number().int().min(0).max(49),
    keys: z.array(z.string().max(200).nullable()).max(2),
    id: z.number().int().positive(),
  }),
]);

const cursorSchema = z.object({
  sort: z.string(),
  start: z.union([
    z.object({ toward: z.enum(['after', 'before']), row: placeSchema }),
    z.object({ toward: z.literal('offset'), offset: z.number().int().min(0) }),
  ]),
});

const sortOf = (sortCol: CaseListSortColumn, sortDir: SortDirection) => `${sortCol} ${sortDir}`;

/** A cursor to a page starting at `start` of the list in this sort: opaque to the client. */
export function encodeCursor(
  sortCol: CaseListSortColumn,
  sortDir: SortDirection,
  start: CursorStart,
): string {
  return Buffer.from(JSON.stringify({ sort: sortOf(sortCol, sortDir), start })).toString('base64url');
}

/**
 * Where a cursor says its page starts; a 400 on Cursor for one Casekeeper did not make or one of
 * another sort (its keys would mean something else). Filters are not in it: a cursor read with
 * other filters still starts at its row, which is where that row would be in the new list.
 */
export function decodeCursor(
  cursor: string,
  sortCol: CaseListSortColumn,
  sortDir: SortDirection,
): CursorStart {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.malformed);
  }
  if (parsed.sort !== sortOf(sortCol, sortDir))
    throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.otherList);
  return parsed.start;
}
