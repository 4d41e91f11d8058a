import { CASE_PRIORITIES } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { ListPlace } from './case-list-cursor';
import { countPart, findKeysOf, findPinnedIds, findStatusOrder, readPart } from './case-list-keyset-reads';
import { checkedKeys, keyCountOf, partKindOf, partsOf, type KeyedSort } from './case-list-keys';
import type { Sorted } from './case-list-page-rows';

/** A list in a sort a page can be read from a row of, with the values its ranked parts stand for. */
export type KeyedList = Omit<Sorted, 'sortCol'> & { sortCol: KeyedSort };

/** A case on a page and its place in the list, which a cursor starting beside it carries. */
export type PlacedCase = { id: number; place: ListPlace };

type KeyedRow = { id: number; key0: string | null; key1: string | null };

/**
 * The sort's parts (case-list-keys.ts), in the list's order: for a ranked sort, its values, the
 * statuses' as the status master holds them and the priorities' as the contract lists them.
 */
export type ListParts = { count: number; valueOf: (part: number) => unknown };

export async function listPartsOf(db: Database, list: KeyedList): Promise<ListParts> {
  const { sortCol } = list;
  const inOrder =
    sortCol === 'Status'
      ? (await findStatusOrder(db, {}, {})).map((status) => status.id)
      : sortCol === 'Priority'
        ? [...CASE_PRIORITIES]
        : [];
  // A list the other way round reads the values the other way round; empty keys stay last.
  const ranked = list.sortDir === 'asc' ? inOrder : inOrder.reverse();
  return { count: partsOf(sortCol, ranked.length), valueOf: (part) => ranked[part] };
}

/** An unpinned case's place: the part of the order it was read in, and its keys there. */
function placeOf(sortCol: KeyedSort, row: KeyedRow, part: number): PlacedCase {
  const keys =
    partKindOf(sortCol, part) === 'keyed' ? [row.key0, row.key1].slice(0, keyCountOf(sortCol)) : [];
  return { id: row.id, place: { pinned: false, part, keys, id: row.id } };
}

/** The viewer's pinned cases that match, placed. */
async function pinsOf(db: Database, list: KeyedList, values: Record<string, unknown>): Promise<PlacedCase[]> {
  const pins = await findPinnedIds(db, list, values);
  return pins.map((pin, index) => ({ id: pin.id, place: { pinned: true, place: index + 1 } }));
}

/** What every read of one request's list shares. */
export type KeyedReading = {
  db: Database;
  list: KeyedList;
  values: Record<string, unknown>;
  parts: ListParts;
};

/**
 * One read of a part: `limit` cases past `skip`, from a row of it (its keys already checked) or
 * from its start (its end backwards).
 */
async function partRows(
  reading: KeyedReading,
  part: number,
  read: { from: { id: number; keys: string[] } | null; forwards: boolean; skip: number; limit: number },
): Promise<PlacedCase[]> {
  const { db, list, values, parts } = reading;
  const keys = read.from?.keys ?? [];
  const rows = await readPart(
    db,
    { ...list, kind: partKindOf(list.sortCol, part), fromRow: read.from !== null, forwards: read.forwards },
    {
      ...values,
      partValue: parts.valueOf(part),
      key0: keys[0],
      key1: keys[1],
      rowId: read.from?.id,
      offset: read.skip,
      limit: read.limit,
    },
  );
  return rows.map((row) => placeOf(list.sortCol, row, part));
}

/**
 * Up to `wanted` unpinned cases from an unpinned place (exclusive), or from the start or the end of
 * the unpinned cases, toward the list's end (`forwards`) or its start, nearest first: along the
 * sort's index, part by part.
 */
async function unpinnedFrom(
  reading: KeyedReading,
  from: Extract<ListPlace, { pinned: false }> | null,
  forwards: boolean,
  wanted: number,
): Promise<PlacedCase[]> {
  const { count } = reading.parts;
  const row = from && { id: from.id, keys: checkedKeys(reading.list.sortCol, { ...from, parts: count }) };
  const found: PlacedCase[] = [];
  const step = forwards ? 1 : -1;
  for (let part = from?.part ?? (forwards ? 0 : count - 1); part >= 0 && part < count; part += step) {
    const start = part === from?.part ? row : null;
    found.push(
      ...(await partRows(reading, part, { from: start, forwards, skip: 0, limit: wanted - found.length })),
    );
    if (found.length >= wanted) break;
  }
  return found;
}

/**
 * The page of `pageSize` cases after `row` (or from the list's start when null): the viewer's
 * pinned cases first, then the rest; and whether the list goes on past it.
 */
export async function readAfter(
  reading: KeyedReading,
  row: ListPlace | null,
  pageSize: number,
): Promise<{ cases: PlacedCase[]; atEnd: boolean }> {
  const wanted = pageSize + 1;
  const pins = row === null || row.pinned ? await pinsOf(reading.db, reading.list, reading.values) : [];
  const found = pins.slice(row?.pinned ? row.place : 0).slice(0, wanted);
  const unpinnedStart = row !== null && !row.pinned ? row : null;
  if (found.length < wanted)
    found.push(...(await unpinnedFrom(reading, unpinnedStart, true, wanted - found.length)));
  return { cases: found.slice(0, pageSize), atEnd: found.length <= pageSize };
}

/**
 * The page of `pageSize` cases before `row`; null when fewer than a page are before it, in which
 * case the list's first page is the one to show.
 */
export async function readBefore(
  reading: KeyedReading,
  row: ListPlace,
  pageSize: number,
): Promise<PlacedCase[] | null> {
  const wanted = pageSize + 1;
  const nearestFirst = row.pinned ? [] : await unpinnedFrom(reading, row, false, wanted);
  if (nearestFirst.length < wanted) {
    const pins = await pinsOf(reading.db, reading.list, reading.values);
    const before = row.pinned ? pins.slice(0, row.place - 1) : pins;
    nearestFirst.push(...before.reverse().slice(0, wanted - nearestFirst.length));
  }
  if (nearestFirst.length <= pageSize) return null;
  return nearestFirst.slice(0, pageSize).reverse();
}

/**
 * `take` unpinned cases after skipping `skip`, from the list's start or (backwards) its end,
 * nearest first: a part is skipped whole once counted (no further than the cases left to skip),
 * and the page read from the part it falls in, by offset.
 */
async function unpinnedSkipping(reading: KeyedReading, forwards: boolean, skip: number, take: number) {
  const { db, list, values, parts } = reading;
  const found: PlacedCase[] = [];
  let left = skip;
  const step = forwards ? 1 : -1;
  for (let part = forwards ? 0 : parts.count - 1; part >= 0 && part < parts.count; part += step) {
    if (left > 0) {
      const shape = { ...list, kind: partKindOf(list.sortCol, part) };
      const [counted] = await countPart(db, shape, {
        ...values,
        partValue: parts.valueOf(part),
        limit: left,
      });
      const cases = counted?.cases ?? 0;
      if (cases < left) {
        left -= cases;
        continue;
      }
    }
    found.push(
      ...(await partRows(reading, part, { from: null, forwards, skip: left, limit: take - found.length })),
    );
    left = 0;
    if (found.length >= take) break;
  }
  return found;
}

/**
 * A page by its offset in a list of `total` cases, part by part (the ranked sorts' numbered
 * pages): the viewer's pins first, then the rest from whichever end of them is nearer.
 */
export async function readAtOffset(reading: KeyedReading, offset: number, pageSize: number, total: number) {
  const pins = await pinsOf(reading.db, reading.list, reading.values);
  const pinned = pins.slice(offset, offset + pageSize);
  const unpinned = total - pins.length;
  const skip = Math.max(offset - pins.length, 0);
  const take = Math.min(pageSize - pinned.length, unpinned - skip);
  const after = unpinned - skip - take;
  if (take <= 0) return pinned;
  const rest =
    skip <= after
      ? await unpinnedSkipping(reading, true, skip, take)
      : (await unpinnedSkipping(reading, false, after, take)).reverse();
  return [...pinned, ...rest];
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
  // Only sorts that are not ranked: a case with an empty key is in the second part.
  return new Map(
    rows.map((row) => [
      row.id,
      placeOf(list.sortCol, row, row.key0 === null && keyCountOf(list.sortCol) > 0 ? 1 : 0).place,
    ]),
  );
}
