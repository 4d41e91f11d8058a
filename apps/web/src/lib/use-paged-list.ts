import {
  LIST_PAGE_SIZE_DEFAULT,
  type ActiveFilter,
  type Page,
  type SortDirection,
} from '@casekeeper/contract';
import { useCallback, useEffect, useState } from 'react';
import { toApiFailure } from './api/api-failure';
import { useDebouncedValue } from './use-debounced-value';

/** What a paged list call takes: the query of the contract's list schemas, page numbers from 1. */
export type PagedListQuery<C extends string> = {
  pageNo: number;
  pageSize: number;
  search: string;
  sortCol: C;
  sortDir: SortDirection;
  status: ActiveFilter;
};

export type FetchPage<C extends string, P extends Page<unknown>> = (
  query: PagedListQuery<C>,
  signal: AbortSignal,
) => Promise<P>;

type ListState<P> = { page: P | null; error: string | null; key: string | null };

/**
 * A server-paged, server-sorted, searched list: the search is debounced, changing it or the
 * filter goes back to page 1, and a later answer never loses to an earlier one.
 */
export function usePagedList<C extends string, P extends Page<unknown>>(
  fetchPage: FetchPage<C, P>,
  defaultSort: C,
) {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(LIST_PAGE_SIZE_DEFAULT);
  const [sort, setSort] = useState<{ sortCol: C; sortDir: SortDirection }>({
    sortCol: defaultSort,
    sortDir: 'asc',
  });
  const [searchText, setSearchText] = useState('');
  const [status, setStatusState] = useState<ActiveFilter>('all');
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<ListState<P>>({ page: null, error: null, key: null });
  const search = useDebouncedValue(searchText.trim());

  // A new search goes back to the first page.
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPageNo(1);
  }

  // The answer shown belongs to one request; until the current one answers, the list is loading.
  const key = `${pageNo}|${pageSize}|${search}|${status}|${sort.sortCol}|${sort.sortDir}|${reloads}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchPage({ pageNo, pageSize, search, status, ...sort }, controller.signal)
      .then((page) => setState({ page, error: null, key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, error: toApiFailure(error).message, key }));
      });
    return () => controller.abort();
  }, [fetchPage, pageNo, pageSize, search, status, sort, key]);

  const setStatus = useCallback((next: ActiveFilter) => {
    setStatusState(next);
    setPageNo(1);
  }, []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    page: state.page,
    error: state.key === key ? state.error : null,
    loading: state.key !== key,
    query: { pageNo, pageSize, search, status, ...sort },
    searchText,
    setSearchText,
    setStatus,
    setPageNo,
    setPageSize,
    setSort,
    reload,
  };
}

export type PagedList<C extends string, P extends Page<unknown>> = ReturnType<typeof usePagedList<C, P>>;
