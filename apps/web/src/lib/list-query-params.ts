import {
  ACTIVE_FILTERS,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  type ActiveFilter,
  type SortDirection,
} from '@casekeeper/contract';

/** A list's filters and paging, as kept in the address: search, status, page, pageSize, sort. */
export type ListQuery<C extends string> = {
  pageNo: number;
  pageSize: number;
  search: string;
  status: ActiveFilter;
  sortCol: C;
  sortDir: SortDirection;
};

export type ListQueryDefaults<C extends string> = { sortColumns: readonly C[]; defaultSort: C };

const wholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/**
 * Reads a list's query from the address. Anything missing or not understood (an old bookmark, a
 * hand-edited address) falls back to the default rather than failing the page. `sort` is the
 * column, with a leading minus for descending: `sort=-lastName`.
 */
export function readListQuery<C extends string>(
  params: URLSearchParams,
  { sortColumns, defaultSort }: ListQueryDefaults<C>,
): ListQuery<C> {
  const status = params.get('status');
  const sort = params.get('sort') ?? '';
  const sortDir: SortDirection = sort.startsWith('-') ? 'desc' : 'asc';
  const column = sort.replace(/^-/, '');
  const sortCol = sortColumns.find((candidate) => candidate === column);
  return {
    pageNo: wholeNumber(params.get('page'), 1, 999_999) ?? 1,
    pageSize: wholeNumber(params.get('pageSize'), 1, LIST_PAGE_SIZE_MAX) ?? LIST_PAGE_SIZE_DEFAULT,
    search: (params.get('search') ?? '').trim(),
    status: ACTIVE_FILTERS.find((filter) => filter === status) ?? 'all',
    sortCol: sortCol ?? defaultSort,
    sortDir: sortCol ? sortDir : 'asc',
  };
}

/** Writes a list's query into the address, leaving defaults out so plain lists keep plain addresses. */
export function writeListQuery<C extends string>(
  params: URLSearchParams,
  query: ListQuery<C>,
  { defaultSort }: Pick<ListQueryDefaults<C>, 'defaultSort'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set('search', query.search, '');
  set('status', query.status, 'all');
  set('page', String(query.pageNo), '1');
  set('pageSize', String(query.pageSize), String(LIST_PAGE_SIZE_DEFAULT));
  set('sort', `${query.sortDir === 'desc' ? '-' : ''}${query.sortCol}`, defaultSort);
  return next;
}
