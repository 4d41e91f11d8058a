import type { Database } from '../../db/client';
import { pageOffset } from '../../db/list-helpers';
import { findBlockPage } from './case-list-block-page';
import { blockCountable, listShape, listValues, type CaseListCriteria } from './case-list-filters';
import { findOfficerPage } from './case-list-officer-page';
import type { Sorted } from './case-list-page-rows';
import { findPage, findTotal } from './case-list-statements';
import type { CaseScope } from './case-scope';

export type { CaseListCriteria } from './case-list-filters';

/**
 * One page of the cases in scope that match, the caller's pinned cases first, then by the
 * chosen column (empty values last) and id; and how many match in all.
 *
 * No step reads more than it must at 100,000 cases: the total comes from case_counts, the
 * caller's few pins are fetched apart, and the rest of the page is read from the sort's index,
 * starting in the block of case_list_blocks the page falls in for the whole authority or some
 * statuses, officer by officer for an authority admin's Officer sort, else from whichever end is
 * nearer. One prepared statement per page.
 */
export async function findCasePage(
  db: Database,
  scope: CaseScope,
  viewerId: number,
  criteria: CaseListCriteria,
) {
  const list = listShape(scope, criteria);
  const { sortCol, sortDir, pageSize } = criteria;
  const sorted = { list, sortCol, sortDir };
  const values = { ...listValues(scope, criteria), viewerId };
  const offset = pageOffset(criteria.pageNo, pageSize);

  const page = await pageOf(db, sorted, { ...values, offset, pageSize });
  // Each row carries the total; a page past the end has none to carry it.
  const total = page[0]?.total ?? (await findTotal(db, sorted, values))[0]?.total ?? 0;
  return { rows: page, total };
}

/** The one statement that reads a page of this list (see findCasePage). */
function pageOf(db: Database, sorted: Sorted, values: Record<string, unknown>) {
  const { list, sortCol } = sorted;
  if (sortCol !== 'Officer' && blockCountable(list)) return findBlockPage(db, { ...sorted, sortCol }, values);
  // An officer's own list has one officer: sorting it by officer is sorting it by id.
  if (sortCol === 'Officer' && list.officerScoped) {
    return findPage(db, { ...sorted, windowSortCol: 'CaseManagerDetailId' }, values);
  }
  if (sortCol === 'Officer') return findOfficerPage(db, sorted, values);
  return findPage(db, { ...sorted, windowSortCol: sortCol }, values);
}

export type CaseListRowData = Awaited<ReturnType<typeof findCasePage>>['rows'][number];
