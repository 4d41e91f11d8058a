import { CASE_LIST_CURSOR_MESSAGES, type CaseListSortColumn } from '@casekeeper/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../platform/errors/app-error';
import { cases } from '../../db/schema';
import { isRankedSort, RANKED_SORTS, SORT_KEYS, type SortKeys } from './case-list-order';

/** The sorts a page can be read from a row of, by its key (the Officer sort places pages by counts). */
export type KeyedSort = Exclude<CaseListSortColumn, 'Officer'>;

/**
 * How each kind of sort key travels in a cursor: as PostgreSQL writes it, and back as a value
 * compared with the key. Update times go as whole microseconds since 1970, which a JavaScript
 * date would round to milliseconds.
 */
type KeyKind = 'text' | 'integer' | 'date' | 'timestamp';

const KEY_KINDS: Record<KeyedSort, KeyKind[]> = {
  CaseManagerDetailId: [],
  CaseNumber: ['integer', 'integer'],
  ClientName: ['text', 'text'],
  PostCode: ['text'],
  // Ranked sorts are read value by value: a case's place is its value's part and its id.
  Status: [],
  Priority: [],
  ReferralDate: ['date'],
  UpdatedAt: ['timestamp'],
  NextDue: ['date'],
};

const written: Record<KeyKind, (key: SQL) => SQL<string>> = {
  text: (key) => sql<string>`${key}`,
  integer: (key) => sql<string>`${key}::text`,
  date: (key) => sql<string>`${key}::text`,
  timestamp: (key) => sql<string>`(extract(epoch from ${key}) * 1000000)::bigint::text`,
};

const readBack: Record<KeyKind, (value: SQL) => SQL> = {
  text: (value) => sql`${value}::text`,
  integer: (value) => sql`${value}::integer`,
  date: (value) => sql`${value}::date`,
  timestamp: (value) => sql`('epoch'::timestamptz + ${value}::bigint * interval '1 microsecond')`,
};

const isValidDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const accepts: Record<KeyKind, (value: string) => boolean> = {
  text: () => true,
  integer: (value) => /^-?\d{1,9}$/.test(value),
  date: isValidDate,
  timestamp: (value) => /^-?\d{1,17}$/.test(value),
};

/** How many key values a sort's cursor carries. */
export const keyCountOf = (sortCol: KeyedSort): number => KEY_KINDS[sortCol].length;

/**
 * The parts of a sort's order, each read along an index on its own: one for most sorts; for a
 * sort whose key can be empty, the cases with a key, in order, then those without, by id (empty
 * keys come last whichever way the list runs); for a ranked sort, each status or priority in
 * turn, its cases by id.
 */
export type PartKind = 'keyed' | 'keyless' | 'ranked';

export function partKindOf(sortCol: KeyedSort, part: number): PartKind {
  if (isRankedSort(sortCol)) return 'ranked';
  return SORT_KEYS[sortCol].nullable && part === 1 ? 'keyless' : 'keyed';
}

/** How many parts a sort has, given how many values a ranked sort ranks. */
export function partsOf(sortCol: KeyedSort, rankedValues: number): number {
  if (isRankedSort(sortCol)) return rankedValues;
  return SORT_KEYS[sortCol].nullable ? 2 : 1;
}

/** Which cases are in a part of the sort's order; a ranked part's value is the placeholder partValue. */
export function partWhere(sortCol: KeyedSort, kind: PartKind): SQL | undefined {
  if (isRankedSort(sortCol)) return sql`${RANKED_SORTS[sortCol]} = ${sql.placeholder('partValue')}`;
  const { keys, nullable } = SORT_KEYS[sortCol];
  if (!nullable) return undefined;
  return and(...keys.map((key) => (kind === 'keyed' ? sql`${key} is not null` : sql`${key} is null`)));
}

/** The sort's key values of a case as a cursor carries them, in order. */
export function keyColumns(sortCol: KeyedSort): SQL<string>[] {
  const kinds = KEY_KINDS[sortCol];
  return SORT_KEYS[sortCol].keys
    .slice(0, kinds.length)
    .map((key, index) => written[kinds[index] ?? 'text'](key));
}

/**
 * The cases of a part past a row of it (`after`: further on in the list's order; else before it),
 * as one comparison of the sort's keys and id that its index answers. `values` names the
 * placeholders of the row's keys and id.
 */
export function pastRow(
  sort: { sortCol: KeyedSort; ascending: boolean; kind: PartKind; after: boolean },
  values: { keys: string[]; id: string },
): SQL {
  const { keys }: SortKeys = SORT_KEYS[sort.sortCol];
  const further = sort.ascending === sort.after ? sql.raw('>') : sql.raw('<');
  if (sort.kind !== 'keyed') return sql`${cases.id} ${further} ${sql.placeholder(values.id)}`;
  const kinds = KEY_KINDS[sort.sortCol];
  const mine = sql.join([...keys, sql`${cases.id}`], sql`, `);
  const theirs = sql.join(
    [
      ...values.keys.map((name, index) => readBack[kinds[index] ?? 'text'](sql`${sql.placeholder(name)}`)),
      sql`${sql.placeholder(values.id)}::integer`,
    ],
    sql`, `,
  );
  return sql`(${mine}) ${further} (${theirs})`;
}

/** A cursor's key values, checked against what the sort's keys can be (a 400 on Cursor otherwise). */
export function checkedKeys(
  sortCol: KeyedSort,
  place: { part: number; keys: (string | null)[]; parts: number },
): string[] {
  const { part, keys, parts } = place;
  const kinds = KEY_KINDS[sortCol];
  const expected = partKindOf(sortCol, part) === 'keyed' ? kinds.length : 0;
  const values = keys.filter((key): key is string => key !== null);
  const fits =
    part < parts &&
    keys.length === expected &&
    values.length === expected &&
    values.every((value, index) => accepts[kinds[index] ?? 'text'](value));
  if (!fits) throw fieldError('Cursor', CASE_LIST_CURSOR_MESSAGES.malformed);
  return values;
}
