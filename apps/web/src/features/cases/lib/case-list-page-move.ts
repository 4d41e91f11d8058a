import type { CaseListPage } from '@casekeeper/contract';
import type { PageMove } from '@/components/data-list/pager-moves';
import type { CaseListView } from './case-list-address';

/**
 * Where a pager button goes: First and Last by number (the server answers both ends by number
 * however long the list), Previous and Next from the `prev` and `next` cursors of the page on
 * screen, so a page deep in a long list is read from the row beside it. Null while that page is
 * not here yet (a second click before the first one's page came): there is no cursor to go by.
 */
export function pageAfterMove(
  move: PageMove,
  view: CaseListView,
  /** The cursors of the page on screen, null while it is on its way. */
  shown: Pick<CaseListPage, 'next' | 'prev'> | null,
  /** How many cases the list has (as last answered). */
  total: number,
): Pick<CaseListView, 'pageNo' | 'cursor'> | null {
  if (move === 'first') return { pageNo: 1, cursor: null };
  if (move === 'last') return { pageNo: Math.max(1, Math.ceil(total / view.pageSize)), cursor: null };
  if (shown === null) return null;
  return move === 'next'
    ? { pageNo: view.pageNo + 1, cursor: shown.next }
    : { pageNo: Math.max(1, view.pageNo - 1), cursor: shown.prev };
}
