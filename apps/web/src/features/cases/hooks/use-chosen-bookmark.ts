import type { BookmarkFilter } from '@casekeeper/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetBookmarkFiltersQuery } from '../api/cases-api';
import type { CaseListView } from '../lib/case-list-address';
import { viewOfSavedFilter } from '../lib/case-list-address';
import {
  clearBookmarkFilterId,
  setBookmarkFilterId,
  triggerBookmarkFilter,
  type BookmarkFilterState,
} from '../stores/bookmark-filter-slice';

type WithBookmarkFilter = { bookmarkFilter: BookmarkFilterState };

const NO_FILTERS: BookmarkFilter[] = [];

/**
 * The saved filter chosen for the case list, through the spec's bookmark filter slice: choosing
 * sets its id and bumps the trigger, and each bump applies the chosen filter to the list once
 * (also when the saved filters arrive after the choice).
 */
export function useChosenBookmark(view: CaseListView, show: (next: CaseListView) => void) {
  const dispatch = useDispatch();
  const { bookmarkFilterId, triggerKey } = useSelector((state: WithBookmarkFilter) => state.bookmarkFilter);
  const { data: filters = NO_FILTERS } = useGetBookmarkFiltersQuery();
  const chosen: BookmarkFilter | null = filters.find((saved) => saved.id === bookmarkFilterId) ?? null;

  const applied = useRef(triggerKey);
  useEffect(() => {
    if (applied.current === triggerKey || !chosen) return;
    applied.current = triggerKey;
    show(viewOfSavedFilter(chosen.filter, view.pageSize));
  }, [triggerKey, chosen, show, view.pageSize]);

  const choose = useCallback(
    (id: number | null) => {
      dispatch(id === null ? clearBookmarkFilterId() : setBookmarkFilterId(id));
      dispatch(triggerBookmarkFilter());
    },
    [dispatch],
  );

  return { filters, chosen, choose };
}
