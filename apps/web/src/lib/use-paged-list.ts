import type { Page, SortDirection, ActiveFilter } from '@casekeeper/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toApiFailure } from './api/api-failure';
import { useOwnSearchParams } from './navigation/own-search-params';
import { readListQuery, writeListQuery, type ListQuery, type ListQueryDefaults } from './list-query-params';
import { useDebouncedValue } from './use-debounced-value';

/** What a paged list call takes: the query of the contract's list schemas, page numbers from 1. */
export type PagedListQuery<C extends string> = ListQuery<C>;

/** The part of an RTK Query hook's answer a list reads. */
export type PageQueryResult<P> = {
  data?: P;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A server-paged, server-sorted, searched list whose filters and paging live in the address
 * (search, status, page, pageSize, sort), so a reload or the back button keeps them. The search
 * is debounced and changing it or the filter goes back to page 1. The page itself comes from the
 * feature's RTK Query hook (`useQuery`, with `argFor` the list's query), so it is cached and refreshed when a write makes it stale.
 * Every list page uses this one hook.
 */
export function usePagedList<C extends string, P extends Page<unknown>, A>(
  useQuery: (arg: A) => PageQueryResult<P>,
  argFor: (query: PagedListQuery<C>) => A,
  defaults: ListQueryDefaults<C>,
) {
  const [params, setParams] = useOwnSearchParams();
  const { sortColumns, defaultSort } = defaults;
  const query = readListQuery(params, { sortColumns, defaultSort });

  const update = useCallback(
    (patch: Partial<ListQuery<C>>) =>
      setParams(
        (current) => {
          const now = readListQuery(current, { sortColumns, defaultSort });
          return writeListQuery(current, { ...now, ...patch }, { defaultSort });
        },
        { replace: true },
      ),
    [setParams, sortColumns, defaultSort],
  );

  // The search box writes to the address once typing settles, and follows the address when it
  // changes otherwise (back, a link), but never undoes what is being typed.
  const [searchText, setSearchText] = useState(query.search);
  const settled = useDebouncedValue(searchText.trim());
  const [addressSearch, setAddressSearch] = useState(query.search);
  // Another list shown by the same component (the router kept it, e.g. from the authorities to
  // an authority's users): a search typed for the last list and not yet settled must not land here.
  const { pathname } = useLocation();
  const [listPath, setListPath] = useState(pathname);
  if (listPath !== pathname) {
    setListPath(pathname);
    setAddressSearch(query.search);
    setSearchText(query.search);
  } else if (addressSearch !== query.search) {
    setAddressSearch(query.search);
    if (query.search !== settled) setSearchText(query.search);
  }
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    // Only what is in the box now is written: a search typed for the last list settles late
    // (the debounce outlives the change of list) and would filter this one by it.
    if (settled !== searchText.trim()) return;
    if (settled !== query.search) update({ search: settled, pageNo: 1 });
  }, [settled, searchText, query.search, update]);

  const { pageNo, pageSize, search, status, sortCol, sortDir } = query;
  const result = useQuery(argFor({ pageNo, pageSize, search, status, sortCol, sortDir }));
  const { refetch } = result;

  return {
    page: result.data ?? null,
    error: result.error && !result.isFetching ? toApiFailure(result.error).message : null,
    loading: result.isFetching,
    query,
    /** The columns the server sorts this list by. */
    sortColumns,
    searchText,
    setSearchText,
    setStatus: useCallback((next: ActiveFilter) => update({ status: next, pageNo: 1 }), [update]),
    setPageNo: useCallback((next: number) => update({ pageNo: next }), [update]),
    setPageSize: useCallback((next: number) => update({ pageSize: next, pageNo: 1 }), [update]),
    setSort: useCallback(
      (next: { sortCol: C; sortDir: SortDirection }) => update({ ...next, pageNo: 1 }),
      [update],
    ),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

export type PagedList<C extends string, P extends Page<unknown>> = ReturnType<
  typeof usePagedList<C, P, unknown>
>;
