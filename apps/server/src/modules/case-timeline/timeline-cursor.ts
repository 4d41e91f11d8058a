import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Where a page of the timeline starts, and the order every source reads in: newest first, then
 * by key. Times are compared to the millisecond (what a cursor carries) and keys byte by byte
 * (collate "C"), so SQL and the merge in TypeScript agree on the order.
 */
export type TimelineCursor = { at: Date; key: string };

/** The key of a source's record: "status:000000000012", sortable as text. */
export const keyOf = (source: string, id: Column): SQL<string> =>
  sql<string>`(${source} || ':' || lpad(${id}::text, 12, '0')) collate "C"`;

export const msOf = (at: unknown): SQL<Date> => sql<Date>`date_trunc('milliseconds', ${at})`;

/**
 * Rows older than the cursor (all of them without one). The comparison of each row's millisecond
 * and key is one no index holds; the plain bound on the time beside it (implied by it) lets an
 * index on the time read only the rows before the cursor.
 */
export function olderThan(at: unknown, key: SQL<string>, cursor: TimelineCursor | null): SQL {
  if (!cursor) return sql`true`;
  const justAfter = new Date(cursor.at.getTime() + 1).toISOString();
  return sql`${at} < ${justAfter}::timestamptz
    and (${msOf(at)}, ${key}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.key} collate "C")`;
}

export const newestFirst = (at: unknown, key: SQL<string>): SQL[] => [
  sql`${msOf(at)} desc`,
  sql`${key} desc`,
];

export function parseCursor(cursor: string | undefined): TimelineCursor | null {
  if (!cursor) return null;
  const [at = '', key = ''] = cursor.split('|');
  return { at: new Date(at), key };
}

export const cursorOf = (entry: { at: Date; key: string }): string =>
  `${entry.at.toISOString()}|${entry.key}`;

/** Newest first, then the greater key: the order olderThan pages through. */
export function byNewest(a: { at: Date; key: string }, b: { at: Date; key: string }): number {
  const byTime = b.at.getTime() - a.at.getTime();
  if (byTime !== 0) return byTime;
  return a.key < b.key ? 1 : a.key > b.key ? -1 : 0;
}
