import type { SortDirection } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { pageOffset } from '../../db/list-helpers';
import { findBlockPage } from './case-list-block-page';
import {
  blockCountable,
  listShape,
  listValues,
  type CaseListCriteria,
  type ListShape,
} from './case-list-filters';
import {
  countOfficerGroups,
  findOfficerWindowIds,
  findPage,
  findPageRows,
  findTotalAndPins,
} from './case-list-statements';
import { windowRead, windowsByGroup, type ListWindow, type OfficerGroup } from './case-list-window';
import type { CaseScope } from './case-scope';

export type { CaseListCriteria } from './case-list-filters';

/**
 * The officers of a list in name order, each group with its cases less the pinned ones (listed
 * apart), and unassigned cases last.
 */
async function officerGroups(
  db: Database,
  list: ListShape,
  sortDir: SortDirection,
  values: Record<string, unknown>,
  pinnedOfficerIds: (number | null)[],
): Promise<OfficerGroup[]> {
  const groups = await countOfficerGroups(db, { list, sortDir }, values);
  return groups.map((group) => ({
    officerIds: group.officerIds,
    cases: group.cases - pinnedOfficerIds.filter((officerId) => group.officerIds.includes(officerId)).length,
  }));
}

/**
 * The ids of a window of the list sorted by officer name: officer by officer, each one's cases by
 * id, reading only the officers the window falls on, each from its nearer end.
 */
async function officerWindowIds(
  db: Database,
  list: ListShape,
  sortDir: SortDirection,
  values: Record<string, unknown>,
  pinnedOfficerIds: (number | null)[],
  window: Omit<ListWindow, 'total'>,
): Promise<number[]> {
  const groups = await officerGroups(db, list, sortDir, values, pinnedOfficerIds);
  const ids: number[] = [];
  for (const part of windowsByGroup(groups, window)) {
    const read = windowRead(part.window);
    if (!read) continue;
    const rows = await findOfficerWindowIds(
      db,
      {
        list,
        sortDir,
        reversed: read.reversed,
        withoutPins: pinnedOfficerIds.length > 0,
        unassigned: part.group.officerIds.includes(null),
      },
      { ...values, officerIds: part.group.officerIds, offset: read.offset, limit: read.limit },
    );
    const found = rows.map((row) => row.id);
    ids.push(...(read.reversed ? found.reverse() : found));
  }
  return ids;
}

/**
 * One page of the cases in scope that match, the caller's pinned cases first, then by the
 * chosen column (empty values last) and id; and how many match in all.
 *
 * No step reads more than it must at 100,000 cases: the total comes from case_counts, the
 * caller's few pins are fetched apart, and the rest of the page is read from the sort's index,
 * starting in the block of case_list_blocks the page falls in for the whole authority or some
 * statuses, else from whichever end is nearer (case-list-window.ts). One prepared statement, but
 * for an authority admin's Officer sort, which goes officer by officer.
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

  if (sortCol !== 'Officer' && blockCountable(list)) {
    const page = await findBlockPage(db, { ...sorted, sortCol }, { ...values, offset, pageSize });
    const total = page[0]?.total ?? (await findTotalAndPins(db, sorted, values))[0]?.total ?? 0;
    return { rows: page, total };
  }

  if (sortCol !== 'Officer' || list.officerScoped) {
    // An officer's own list has one officer: sorting it by officer is sorting it by id.
    const windowSortCol = sortCol === 'Officer' ? 'CaseManagerDetailId' : sortCol;
    const page = await findPage(db, { ...sorted, windowSortCol }, { ...values, offset, pageSize });
    // Each row carries the total; a page past the end has none to carry it.
    const total = page[0]?.total ?? (await findTotalAndPins(db, sorted, values))[0]?.total ?? 0;
    return { rows: page, total };
  }

  const [counted] = await findTotalAndPins(db, sorted, values);
  const { total, pinnedIds, pinnedOfficerIds } = counted ?? { total: 0, pinnedIds: [], pinnedOfficerIds: [] };
  const pinnedOnPage = pinnedIds.slice(offset, offset + pageSize);
  const window = { offset: Math.max(0, offset - pinnedIds.length), limit: pageSize - pinnedOnPage.length };
  const pageValues = { ...values, pinnedIds };
  const rest = await officerWindowIds(db, list, sortDir, pageValues, pinnedOfficerIds, window);
  const ids = [...pinnedOnPage, ...rest];
  const rows = ids.length === 0 ? [] : await findPageRows(db, sorted, { ...pageValues, ids });
  return { rows, total };
}

export type CaseListRowData = Awaited<ReturnType<typeof findCasePage>>['rows'][number];
