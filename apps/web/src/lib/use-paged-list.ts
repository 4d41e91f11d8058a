import type { Page, SortDirection, ActiveFilter } from '@casekeeper/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toApiFailure } from './api/api-failure';
import { readListQuery, writeListQuery, type ListQuery, type ListQueryDefaults } from './list-query-params';
import { useDebouncedValue } from './use-debounced-value';

/** What a paged list call takes: the query of the contract's list schemas, page numbers from 1. */
export type PagedListQuery<C extends string> = ListQuery<C>;

export type FetchPage<C extends string, P extends Page<unknown>> = (
  query: PagedListQuery<C>,
  signal: AbortSignal,
) => Promise<P>;

type ListState<P> = { page: P | null; error: string | null; key: string | null };

/**
 * A server-paged, server-sorted, searched list whose filters and paging live in the address
 * (search, status, page, pageSize, sort), so a reload or the back button keeps them. The search
 * is debounced, changing it or the filter goes back to page 1, and a later answer never loses
 * to an earlier one. Every list page uses this one hook.
 */
export function usePagedList<C extends string, P extends Page<unknown>>(
  fetchPage: FetchPage<C, P>,
  defaults: ListQueryDefaults<C>,
) {
  const [params, setParams] = useSearchParams();
  const { sortColumns, defaultSort } = defaults;
  const query = readListQuery(params, { sortColumns, defaultSort });
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<ListState<P>>({ page: null, error: null, key: null });

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
  if (addressSearch !== query.search) {
    setAddressSearch(query.search);
    if (query.search !== settled) setSearchText(query.search);
  }
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== query.search) update({ search: settled, pageNo: 1 });
  }, [settled, query.search, update]);

  // The answer shown belongs to one request; until the current one answers, the list is loading.
  const { pageNo, pageSize, search, status, sortCol, sortDir } = query;
  const key = `${pageNo}|${pageSize}|${search}|${status}|${sortCol}|${sortDir}|${reloads}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchPage({ pageNo, pageSize, search, status, sortCol, sortDir }, controller.signal)
      .then((page) => setState({ page, error: null, key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, error: toApiFailure(error).message, key }));
      });
    return () => controller.abort();
  }, [fetchPage, pageNo, pageSize, search, status, sortCol, sortDir, key]);

  return {
    page: state.page,
    error: state.key === key ? state.error : null,
    loading: state.key !== key,
    query,
    searchText,
    setSearchText,
    setStatus: useCallback((next: ActiveFilter) => update({ status: next, pageNo: 1 }), [update]),
    setPageNo: useCallback((next: number) => update({ pageNo: next }), [update]),
    setPageSize: useCallback((next: number) => update({ pageSize: next, pageNo: 1 }), [update]),
    setSort: useCallback(
      (next: { sortCol: C; sortDir: SortDirection }) => update({ ...next, pageNo: 1 }),
      [update],
    ),
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}

export type PagedList<C extends string, P extends Page<unknown>> = ReturnType<typeof usePagedList<C, P>>;
