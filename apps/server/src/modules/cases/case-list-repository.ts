import { CASE_LIST_CURSOR_MESSAGES, CASE_LIST_NUMBERED_DEPTH_MAX } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { pageOffset } from '../../db/list-helpers';
import { fieldError } from '../../platform/errors/app-error';
import { decodeCursor, encodeCursor, type CursorStart, type ListPlace } from './case-list-cursor';
import { listShape, listValues, type CaseListCriteria } from './case-list-filters';
import {
  listPartsOf,
  placesOf,
  readAfter,
  readAtOffset,
  readBefore,
  type KeyedList,
  type KeyedReading,
  type PlacedCase,
} from './case-list-keyset-page';
import { findRowsOf } from './case-list-keyset-reads';
import { findOfficerPage } from './case-list-officer-page';
import { isRankedSort } from './case-list-order';
import type { Sorted } from './case-list-page-rows';
import { findPage, findTotal } from './case-list-statements';
import type { CaseScope } from './case-scope';

export type { CaseListCriteria } from './case-list-filters';

export type CasePageRequest = CaseListCriteria & { cursor: string | null };

type Ends = { first: boolean; last: boolean };

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

  if (sortCol === 'Officer') {
    if (start !== null && start.toward !== 'offset')
      throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.otherList);
    const offset = start?.offset ?? pageOffset(request.pageNo, pageSize);
    return officerPage(db, { sorted, values, offset, pageNo: request.pageNo, pageSize, total });
  }
  if (start?.toward === 'offset') throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.otherList);
  const keyed: KeyedList = { ...sorted, sortCol };
  const reading: KeyedReading = { db, list: keyed, values, parts: await listPartsOf(db, keyed) };
  const page = (cases: PlacedCase[], pageNo: number, ends: Ends, count: number) =>
    pageOf(reading, { cases, pageNo, ends, total: count });

  if (start === null) {
    const offset = pageOffset(request.pageNo, pageSize);
    if (!isRankedSort(sortCol))
      return numberedPage(reading, {
        offset,
        pageNo: request.pageNo,
        pageSize,
        authorityId: scope.authorityId,
        total,
      });
    const count = await total();
    refuseTooDeep(offset, count);
    const cases = await readAtOffset(reading, offset, pageSize, count);
    return page(cases, request.pageNo, { first: offset === 0, last: offset + cases.length >= count }, count);
  }
  if (start.toward === 'after') {
    const { cases, atEnd } = await readAfter(reading, start.row, pageSize);
    return page(cases, request.pageNo, { first: false, last: atEnd }, await total());
  }
  const before = await readBefore(reading, start.row, pageSize);
  if (before === null) {
    const { cases, atEnd } = await readAfter(reading, null, pageSize);
    return page(cases, 1, { first: true, last: atEnd }, await total());
  }
  return page(before, request.pageNo, { first: false, last: false }, await total());
}

/** A 400 on PageNo for a page more than CASE_LIST_NUMBERED_DEPTH_MAX cases from both ends. */
function refuseTooDeep(offset: number, total: number) {
  if (offset > CASE_LIST_NUMBERED_DEPTH_MAX && total - offset > CASE_LIST_NUMBERED_DEPTH_MAX) {
    throw fieldError('PageNo', CASE_LIST_CURSOR_MESSAGES.tooDeep);
  }
}

type NumberedRead = {
  offset: number;
  pageNo: number;
  pageSize: number;
  total: () => Promise<number>;
};

/** A page by its offset in one statement, read from the nearer end; refused deeper than CASE_LIST_NUMBERED_DEPTH_MAX from both. */
async function numberedPage(reading: KeyedReading, read: NumberedRead & { authorityId: number }) {
  const { db, list, values } = reading;
  const { offset, pageSize } = read;
  if (offset > CASE_LIST_NUMBERED_DEPTH_MAX) refuseTooDeep(offset, await read.total());
  const page = await findPage(db, { ...list, windowSortCol: list.sortCol }, { ...values, offset, pageSize });
  // Each row carries the total; a page past the end has none to carry it.
  const total = page[0]?.total ?? (await read.total());
  const unpinned = page.filter((row) => !row.pinned).map((row) => row.id);
  const ends = [unpinned[0], unpinned.at(-1)].filter((id) => id !== undefined);
  const places = await placesOf(db, list, read.authorityId, ends);
  const placed = page.map((row, index): PlacedCase => ({
    id: row.id,
    place: row.pinned ? { pinned: true, place: offset + index + 1 } : (places.get(row.id) as ListPlace),
  }));
  const cursors = cursorsBeside(list, placed, { first: offset === 0, last: offset + page.length >= total });
  return { rows: page, total, pageNo: read.pageNo, ...cursors };
}

/** A page of the Officer sort by its offset, placed officer by officer; its cursors are offsets. */
async function officerPage(
  db: Database,
  read: NumberedRead & { sorted: Sorted; values: Record<string, unknown> },
) {
  const { sorted, values, offset, pageSize } = read;
  // An officer's own list has one officer: sorting it by officer is sorting it by id.
  const page = sorted.list.officerScoped
    ? await findPage(db, { ...sorted, windowSortCol: 'CaseManagerDetailId' }, { ...values, offset, pageSize })
    : await findOfficerPage(db, sorted, { ...values, offset, pageSize });
  const total = page[0]?.total ?? (await read.total());
  const cursor = (to: number) =>
    encodeCursor(sorted.sortCol, sorted.sortDir, { toward: 'offset', offset: to });
  return {
    rows: page,
    total,
    pageNo: read.pageNo,
    next: offset + page.length >= total ? null : cursor(offset + pageSize),
    prev: offset === 0 ? null : cursor(Math.max(offset - pageSize, 0)),
  };
}

/** The `next` and `prev` cursors of a page of these cases, null at either end of the list. */
function cursorsBeside(list: KeyedList, cases: PlacedCase[], ends: Ends) {
  const cursor = (start: CursorStart) => encodeCursor(list.sortCol, list.sortDir, start);
  const first = cases[0];
  const last = cases.at(-1);
  return {
    next: ends.last || !last ? null : cursor({ toward: 'after', row: last.place }),
    prev: ends.first || !first ? null : cursor({ toward: 'before', row: first.place }),
  };
}

/** The rows of a page read case by case, by their ids, with its total and cursors. */
async function pageOf(
  reading: KeyedReading,
  page: { cases: PlacedCase[]; pageNo: number; ends: Ends; total: number },
) {
  const { db, list, values } = reading;
  const ids = page.cases.map((placed) => placed.id);
  const rows = ids.length === 0 ? [] : await findRowsOf(db, list, { ...values, ids });
  return { rows, total: page.total, pageNo: page.pageNo, ...cursorsBeside(list, page.cases, page.ends) };
}

export type CaseListRowData = Awaited<ReturnType<typeof findCasePage>>['rows'][number];
