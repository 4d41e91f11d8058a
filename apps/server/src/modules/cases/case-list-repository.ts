import { CASE_LIST_CURSOR_MESSAGES, CASE_LIST_NUMBERED_DEPTH_MAX } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { pageOffset } from '../../db/list-helpers';
import { fieldError } from '../../platform/errors/app-error';
import { decodeCursor, encodeCursor, type CursorStart, type ListPlace } from './case-list-cursor';
import { listShape, listValues, type CaseListCriteria } from './case-list-filters';
import { readAfter, readBefore, placesOf, type KeyedList, type PlacedCase } from './case-list-keyset-page';
import { findRowsOf } from './case-list-keyset-reads';
import { findOfficerPage } from './case-list-officer-page';
import type { Sorted } from './case-list-page-rows';
import { findPage, findTotal } from './case-list-statements';
import type { CaseScope } from './case-scope';

export type { CaseListCriteria } from './case-list-filters';

export type CasePageRequest = CaseListCriteria & { cursor: string | null };

/**
 * One page of the cases in scope that match, the caller's pinned cases first, then by the chosen
 * column (empty values last) and id; how many match in all; and cursors to the pages either side
 * (docs/case-list-paging.md).
 *
 * A page is read from a cursor's row along the sort's index (keyset paging), or by its number from
 * whichever end of the list is nearer, at most CASE_LIST_NUMBERED_DEPTH_MAX cases in. The Officer
 * sort places any numbered page officer by officer from case_counts, so its cursors are numbers.
 */
export async function findCasePage(
  db: Database,
  scope: CaseScope,
  viewerId: number,
  request: CasePageRequest,
) {
  const list = listShape(scope, request);
  const { sortCol, sortDir, pageSize } = request;
  const sorted: Sorted = { list, sortCol, sortDir };
  const values = { ...listValues(scope, request), viewerId };
  const start = request.cursor === null ? null : decodeCursor(request.cursor, sortCol, sortDir);
  const total = async () => (await findTotal(db, sorted, values))[0]?.total ?? 0;

  if (start?.toward !== 'after' && start?.toward !== 'before') {
    const offset = start?.toward === 'offset' ? start.offset : pageOffset(request.pageNo, pageSize);
    return numberedPage(db, {
      sorted,
      values,
      offset,
      pageNo: request.pageNo,
      pageSize,
      authorityId: scope.authorityId,
      total,
    });
  }
  if (sortCol === 'Officer') throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.otherList);
  const keyed: KeyedList = { ...sorted, sortCol };
  if (start.toward === 'after') {
    const { cases, atEnd } = await readAfter(db, keyed, values, start.row, pageSize);
    return pageOf(db, keyed, values, {
      cases,
      pageNo: request.pageNo,
      first: false,
      last: atEnd,
      total: await total(),
    });
  }
  const before = await readBefore(db, keyed, values, start.row, pageSize);
  if (before === null) {
    const { cases, atEnd } = await readAfter(db, keyed, values, null, pageSize);
    return pageOf(db, keyed, values, { cases, pageNo: 1, first: true, last: atEnd, total: await total() });
  }
  return pageOf(db, keyed, values, {
    cases: before,
    pageNo: request.pageNo,
    first: false,
    last: false,
    total: await total(),
  });
}

type NumberedRead = {
  sorted: Sorted;
  values: Record<string, unknown>;
  offset: number;
  pageNo: number;
  pageSize: number;
  authorityId: number;
  total: () => Promise<number>;
};

/** A page by its offset, read from the nearer end; refused deeper than CASE_LIST_NUMBERED_DEPTH_MAX from both. */
async function numberedPage(db: Database, read: NumberedRead) {
  const { sorted, values, offset, pageSize } = read;
  const officerSort = sorted.sortCol === 'Officer';
  if (!officerSort && offset > CASE_LIST_NUMBERED_DEPTH_MAX) {
    const total = await read.total();
    if (total - offset > CASE_LIST_NUMBERED_DEPTH_MAX)
      throw fieldError('PageNo', CASE_LIST_CURSOR_MESSAGES.tooDeep);
  }
  const page = await pageAt(db, sorted, { ...values, offset, pageSize });
  // Each row carries the total; a page past the end has none to carry it.
  const total = page[0]?.total ?? (await read.total());
  const ends = { first: offset === 0, last: offset + page.length >= total };
  if (officerSort) {
    const cursor = (to: number) =>
      encodeCursor(sorted.sortCol, sorted.sortDir, { toward: 'offset', offset: to });
    return {
      rows: page,
      total,
      pageNo: read.pageNo,
      next: ends.last ? null : cursor(offset + pageSize),
      prev: ends.first ? null : cursor(Math.max(offset - pageSize, 0)),
    };
  }
  const keyed: KeyedList = { ...sorted, sortCol: sorted.sortCol as KeyedList['sortCol'] };
  const unpinned = page.filter((row) => !row.pinned).map((row) => row.id);
  const places = await placesOf(
    db,
    keyed,
    read.authorityId,
    [unpinned[0], unpinned.at(-1)].filter((id) => id !== undefined),
  );
  const placed = page.map((row, index): PlacedCase => ({
    id: row.id,
    place: row.pinned ? { pinned: true, place: offset + index + 1 } : (places.get(row.id) as ListPlace),
  }));
  return { rows: page, total, pageNo: read.pageNo, ...cursorsBeside(keyed, placed, ends) };
}

/** The one statement that reads a page of this list by its offset. */
function pageAt(db: Database, sorted: Sorted, values: Record<string, unknown>) {
  const { list, sortCol } = sorted;
  // An officer's own list has one officer: sorting it by officer is sorting it by id.
  if (sortCol === 'Officer' && list.officerScoped) {
    return findPage(db, { ...sorted, windowSortCol: 'CaseManagerDetailId' }, values);
  }
  if (sortCol === 'Officer') return findOfficerPage(db, sorted, values);
  return findPage(db, { ...sorted, windowSortCol: sortCol }, values);
}

/** The `next` and `prev` cursors of a page of these cases, null at either end of the list. */
function cursorsBeside(list: KeyedList, cases: PlacedCase[], ends: { first: boolean; last: boolean }) {
  const cursor = (start: CursorStart) => encodeCursor(list.sortCol, list.sortDir, start);
  const first = cases[0];
  const last = cases.at(-1);
  return {
    next: ends.last || !last ? null : cursor({ toward: 'after', row: last.place }),
    prev: ends.first || !first ? null : cursor({ toward: 'before', row: first.place }),
  };
}

/** The rows of a page read from a cursor, by their ids, with its total and cursors. */
async function pageOf(
  db: Database,
  list: KeyedList,
  values: Record<string, unknown>,
  page: { cases: PlacedCase[]; pageNo: number; first: boolean; last: boolean; total: number },
) {
  const rows =
    page.cases.length === 0
      ? []
      : await findRowsOf(db, list, { ...values, ids: page.cases.map((c) => c.id) });
  return { rows, total: page.total, pageNo: page.pageNo, ...cursorsBeside(list, page.cases, page) };
}

export type CaseListRowData = Awaited<ReturnType<typeof findCasePage>>['rows'][number];
