import type { CaseListSortColumn, SortDirection } from '@casekeeper/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageMove } from '@/components/data-list/pager-moves';
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
import { pageAfterMove } from '../lib/case-list-page-move';

const FIRST_PAGE = { pageNo: 1, cursor: null } as const;

/**
 * The case list on screen: its filters, sort and page live in the address; the search box writes
 * there once typing settles (and follows the address when it changes otherwise); the page comes
 * from the cache, read again when a case, a pin or a status changes. Next and Previous read the
 * page beside this one from its cursor, kept in the address beside the page number.
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
  /** A change of filter starts again at page 1, by number: a cursor belongs to the list it came from. */
  const filter = useCallback((patch: Partial<CaseListView>) => update({ ...patch, ...FIRST_PAGE }), [update]);
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
  const { refetch, currentData } = result;
  const total = result.data?.totalRecords ?? 0;
  const failure = result.error && !result.isFetching ? toApiFailure(result.error) : null;
  // A cursor gone stale or a numbered page too deep: asking again would fail the same way.
  const pagingError =
    failure?.status === 400 ? (failure.fields.Cursor ?? failure.fields.PageNo ?? null) : null;

  return {
    view,
    filter,
    show,
    // The rows before stay in sight while the next page comes, not under a paging error.
    page: pagingError === null ? (result.data ?? null) : null,
    error: pagingError ?? failure?.message ?? null,
    recovery:
      pagingError === null
        ? undefined
        : { message: pagingError, label: 'Go to the first page', run: () => update(FIRST_PAGE) },
    loading: result.isFetching,
    query: view,
    searchText,
    setSearchText,
    setPageNo: useCallback((pageNo: number) => update({ pageNo, cursor: null }), [update]),
    move: useCallback(
      (to: PageMove) => {
        const page = pageAfterMove(to, view, currentData ?? null, total);
        if (page) update(page);
      },
      [view, currentData, total, update],
    ),
    setPageSize: useCallback((pageSize: number) => filter({ pageSize }), [filter]),
    setSort: useCallback(
      (sort: { sortCol: CaseListSortColumn; sortDir: SortDirection }) => filter(sort),
      [filter],
    ),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

export type CaseList = ReturnType<typeof useCaseList>;
