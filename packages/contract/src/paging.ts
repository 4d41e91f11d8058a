import { z } from 'zod';
import { singleLineText } from './text';

/** Paged lists of the admin screens (spec: list pages with PageSize 10 by default). */
export const LIST_PAGE_SIZE_DEFAULT = 10;
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_SEARCH_MAX_LENGTH = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Which records a list shows by their active flag. */
export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

export const pageNoSchema = z.coerce
  .number({ error: 'Give the page as a number' })
  .int({ error: 'Give the page as a whole number' })
  .min(1, { error: 'Pages start at 1' })
  .max(1_000_000, { error: 'That page is too far' });

/**
 * The query of a paged list: page size, search term, one of `sortColumns` and a direction, and
 * the active filter. Sorting by anything outside the whitelist is a 400 on `sortCol`.
 */
export function listQuerySchema<const C extends readonly [string, ...string[]]>(
  sortColumns: C,
  defaultSort: C[number],
) {
  return z.object({
    pageSize: z.coerce
      .number({ error: 'Give the page size as a number' })
      .int({ error: 'Give the page size as a whole number' })
      .min(1, { error: 'Show at least 1 row a page' })
      .max(LIST_PAGE_SIZE_MAX, { error: `Show at most ${LIST_PAGE_SIZE_MAX} rows a page` })
      .default(LIST_PAGE_SIZE_DEFAULT),
    search: singleLineText()
      .max(LIST_SEARCH_MAX_LENGTH, { error: `Search for at most ${LIST_SEARCH_MAX_LENGTH} characters` })
      .default(''),
    sortCol: z
      .enum(sortColumns, { error: `Sort by one of: ${sortColumns.join(', ')}` })
      .default(defaultSort as never),
    sortDir: z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc' }).default('asc'),
    status: z.enum(ACTIVE_FILTERS, { error: 'Show all, active or inactive' }).default('all'),
  });
}

/** The query of a list whose page number is not part of its path. */
export function pagedListQuerySchema<const C extends readonly [string, ...string[]]>(
  sortColumns: C,
  defaultSort: C[number],
) {
  return listQuerySchema(sortColumns, defaultSort).extend({ pageNo: pageNoSchema.default(1) });
}

export type ListQuery<C extends string> = {
  pageSize: number;
  search: string;
  sortCol: C;
  sortDir: SortDirection;
  status: ActiveFilter;
};

/** One page of a list: the rows and what the grid needs to page through the rest. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    totalRecords: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Page<T> = { data: T[]; totalRecords: number; pageNo: number; pageSize: number };
