import type { ListQuery, Page } from '@casekeeper/contract';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { activeFilter, orderBy, pageOffset, type SortKind } from './list-helpers';

/**
 * What a paged list lists: its rows (columns and joins, filtered by `where`), the sort columns it
 * allows, how a search term matches, and its active flag. A repository declares this once and
 * answers pages and single rows from it.
 */
export type ListSource<C extends string, Q extends PgSelect> = {
  select: (db: Executor, where: SQL | undefined) => Q;
  sorts: Record<C, [AnyColumn, SortKind]>;
  /** The tie-break, so pages never overlap or skip rows that sort equal. */
  id: AnyColumn;
  search: (term: string) => SQL | undefined;
  isActive: AnyColumn;
};

/**
 * One page of a list and how many rows match in all: searched, filtered by the active flag,
 * sorted by an allowed column (the contract's schema has already refused any other), within
 * `scope`.
 */
export async function findPage<C extends string, Q extends PgSelect>(
  db: Executor,
  source: ListSource<C, Q>,
  query: ListQuery<C> & { pageNo: number },
  scope?: SQL,
) {
  const where = and(scope, source.search(query.search), activeFilter(source.isActive, query.status));
  const [column, kind] = source.sorts[query.sortCol];
  const [rows, counted] = await Promise.all([
    source
      .select(db, where)
      .orderBy(...orderBy(column, kind, query.sortDir, source.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.pageNo, query.pageSize)),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from (${source.select(db, where)}) as matching`,
    ),
  ]);
  return { rows: rows, total: counted.rows[0]?.total ?? 0 };
}

/** A found page as the API answers it: its rows, shown as `show` shows each, and where it is. */
export function toPage<Row, Shown>(
  found: { rows: Row[]; total: number },
  query: { pageNo: number; pageSize: number },
  show: (row: Row) => Shown,
): Page<Shown> {
  return {
    data: found.rows.map(show),
    totalRecords: found.total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
