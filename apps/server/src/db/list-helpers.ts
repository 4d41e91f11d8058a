import type { ActiveFilter, SortDirection } from '@casekeeper/contract';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** An ILIKE pattern matching `term` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The rows of page `pageNo` (from 1) of `pageSize` rows start after this many. */
export function pageOffset(pageNo: number, pageSize: number): number {
  return (pageNo - 1) * pageSize;
}

/** The condition for a list's active filter; undefined for all. */
export function activeFilter(column: AnyColumn, status: ActiveFilter): SQL | undefined {
  if (status === 'all') return undefined;
  return eq(column, status === 'active');
}

export type SortKind = 'text' | 'other';

/** The sorts every managed record's list allows: by its active flag and by when it was added. */
export function recordStateSorts(table: { isActive: AnyColumn; createdAt: AnyColumn }) {
  return {
    isActive: [table.isActive, 'other'],
    createdAt: [table.createdAt, 'other'],
  } satisfies Record<string, [AnyColumn, SortKind]>;
}

/**
 * ORDER BY for a whitelisted column: text case-insensitively, empty values last either way,
 * then by id so pages never overlap or skip rows that sort equal.
 */
export function orderBy(column: AnyColumn, kind: SortKind, direction: SortDirection, id: AnyColumn): SQL[] {
  const expression = kind === 'text' ? sql`lower(${column})` : sql`${column}`;
  const dir = sql.raw(direction === 'desc' ? 'desc' : 'asc');
  return [sql`${expression} ${dir} nulls last`, sql`${id} ${dir}`];
}
