import type { CaseListSortColumn, SortDirection } from '@casekeeper/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';
import { useOwnSearchParams } from '@/lib/navigation/own-search-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetCasesQuery } from '../api/cases-api';
import {
  caseListQueryOf,
  readCaseListView,
  writeCaseListView,
  type CaseListView,
} from '../lib/case-list-address';

/**
 * The case list on screen: its filters, sort and page live in the address; the search box writes
 * there once typing settles (and follows the address when it changes otherwise); the page comes
 * from the cache, read again when a case, a pin or a status changes.
 */
export function useCaseList() {
  const [params, setParams] = useOwnSearchParams();
  // The same object while the address stays the same, so the filters' memo holds across renders.
  const view = useMemo(() => readCaseListView(params), [params]);

  const update = useCallback(
    (patch: Partial<CaseListView>) =>
      setParams((current) => writeCaseListView({ ...readCaseListView(current), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  /** A change of filter starts again at page 1. */
  const filter = useCallback((patch: Partial<CaseListView>) => update({ ...patch, pageNo: 1 }), [update]);
  const show = useCallback(
    (next: CaseListView) => setParams(writeCaseListView(next), { replace: true }),
    [setParams],
  );

  const [searchText, setSearchText] = useState(view.search);
  const settled = useDebouncedValue(searchText.trim());
  const [addressSearch, setAddressSearch] = useState(view.search);
  if (addressSearch !== view.search) {
    setAddressSearch(view.search);
    if (view.search !== settled) setSearchText(view.search);
  }
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    // Only what is in the box now is written, never a value typed before and settling late.
    if (settled !== searchText.trim()) return;
    if (settled !== view.search) filter({ search: settled });
  }, [settled, searchText, view.search, filter]);

  const result = useGetCasesQuery({ query: caseListQueryOf(view) });
  const { refetch } = result;

  return {
    view,
    filter,
    show,
    page: result.data ?? null,
    error: result.error && !result.isFetching ? toApiFailure(result.error).message : null,
    loading: result.isFetching,
    query: view,
    searchText,
    setSearchText,
    setPageNo: useCallback((pageNo: number) => update({ pageNo }), [update]),
    setPageSize: useCallback((pageSize: number) => filter({ pageSize }), [filter]),
    setSort: useCallback(
      (sort: { sortCol: CaseListSortColumn; sortDir: SortDirection }) => filter(sort),
      [filter],
    ),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

export type CaseList = ReturnType<typeof useCaseList>;
