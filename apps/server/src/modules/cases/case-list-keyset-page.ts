import type { Database } from '../../db/client';
import type { ListPlace } from './case-list-cursor';
import { findKeysOf, findPinnedIds, readPart, type PartRead } from './case-list-keyset-reads';
import { checkedKeys, keyCountOf, partsOf, type KeyedSort } from './case-list-keys';
import type { Sorted } from './case-list-page-rows';

export type KeyedList = Omit<Sorted, 'sortCol'> & { sortCol: KeyedSort };

/** A case on a page and its place in the list, which a cursor starting beside it carries. */
export type PlacedCase = { id: number; place: ListPlace };

type KeyedRow = { id: number; key0: string | null; key1: string | null };

/** An unpinned case's place: its part of the order (empty keys come second) and its keys. */
function placeOf(sortCol: KeyedSort, row: KeyedRow): PlacedCase {
  const keys = [row.key0, row.key1].slice(0, keyCountOf(sortCol));
  const part = keys.some((key) => key === null) ? 1 : 0;
  return { id: row.id, place: { pinned: false, part, keys: part === 1 ? [] : keys, id: row.id } };
}

/** The viewer's pinned cases that match, placed. */
async function pinsOf(db: Database, list: KeyedList, values: Record<string, unknown>): Promise<PlacedCase[]> {
  const pins = await findPinnedIds(db, list, values);
  return pins.map((pin, index) => ({ id: pin.id, place: { pinned: true, place: index + 1 } }));
}

/**
 * Up to `wanted` unpinned cases from an unpinned place (exclusive), or from the start or the end of
 * the unpinned cases, toward the list's end (`forwards`) or its start, nearest first: along the
 * sort's index, part by part.
 */
async function unpinnedFrom(
  db: Database,
  list: KeyedList,
  values: Record<string, unknown>,
  from: Extract<ListPlace, { pinned: false }> | null,
  forwards: boolean,
  wanted: number,
): Promise<PlacedCase[]> {
  const parts = partsOf(list.sortCol);
  const found: PlacedCase[] = [];
  const keys = from ? checkedKeys(list.sortCol, from.part, from.keys) : [];
  let part = from?.part ?? (forwards ? 0 : parts - 1);
  let fromRow = from !== null;
  while (found.length < wanted && part >= 0 && part < parts) {
    const read: PartRead = { ...list, part, fromRow, forwards };
    const rows = await readPart(db, read, {
      ...values,
      key0: keys[0],
      key1: keys[1],
      rowId: from?.id,
      limit: wanted - found.length,
    });
    found.push(...rows.map((row) => placeOf(list.sortCol, row)));
    part += forwards ? 1 : -1;
    fromRow = false;
  }
  return found;
}

/**
 * The page of `pageSize` cases after `row` (or from the list's start when null): the viewer's
 * pinned cases first, then the rest; and whether the list goes on past it.
 */
export async function readAfter(
  db: Database,
  list: KeyedList,
  values: Record<string, unknown>,
  row: ListPlace | null,
  pageSize: number,
): Promise<{ cases: PlacedCase[]; atEnd: boolean }> {
  const wanted = pageSize + 1;
  const pins = row === null || row.pinned ? await pinsOf(db, list, values) : [];
  const found = pins.slice(row?.pinned ? row.place : 0).slice(0, wanted);
  const unpinnedStart = row !== null && !row.pinned ? row : null;
  if (found.length < wanted) {
    found.push(...(await unpinnedFrom(db, list, values, unpinnedStart, true, wanted - found.length)));
  }
  return { cases: found.slice(0, pageSize), atEnd: found.length <= pageSize };
}

/**
 * The page of `pageSize` cases before `row`; null when fewer than a page are before it, in which
 * case the list's first page is the one to show.
 */
export async function readBefore(
  db: Database,
  list: KeyedList,
  values: Record<string, unknown>,
  row: ListPlace,
  pageSize: number,
): Promise<PlacedCase[] | null> {
  const wanted = pageSize + 1;
  const nearestFirst = row.pinned ? [] : await unpinnedFrom(db, list, values, row, false, wanted);
  if (nearestFirst.length < wanted) {
    const pins = await pinsOf(db, list, values);
    const before = row.pinned ? pins.slice(0, row.place - 1) : pins;
    nearestFirst.push(...before.reverse().slice(0, wanted - nearestFirst.length));
  }
  if (nearestFirst.length <= pageSize) return null;
  return nearestFirst.slice(0, pageSize).reverse();
}

/** The places of the unpinned cases among `ids`, for cursors beside a page read by its number. */
export async function placesOf(
  db: Database,
  list: KeyedList,
  authorityId: number,
  ids: number[],
): Promise<Map<number, ListPlace>> {
  if (ids.length === 0) return new Map();
  const rows = await findKeysOf(db, { sortCol: list.sortCol }, { authorityId, ids });
  return new Map(rows.map((row) => [row.id, placeOf(list.sortCol, row).place]));
}
