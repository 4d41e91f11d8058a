import { and, eq, sql } from 'drizzle-orm';
import { preparedByShape, unplannedCount } from '../../db/prepared-by-shape';
import { applicationStatusMaster, casePins, cases } from '../../db/schema';
import { listWhere } from './case-list-filters';
import { keyColumns, keyCountOf, partWhere, pastRow, type KeyedSort, type PartKind } from './case-list-keys';
import { officer, orderTerms, sortKeysOf, SORT_KEYS } from './case-list-order';
import { pageRows, type Sorted } from './case-list-page-rows';

// The statements of a page read from a row (case-list-keyset-page.ts), each prepared once per
// shape: placeholders are those of `listValues`, viewerId, and as each says.

const value = (name: string) => sql.placeholder(name);

/** The viewer's pinned cases that match, in list order (they are listed first): ids alone. */
export const findPinnedIds = preparedByShape('case_list_pins', (db, shape: Sorted) =>
  db
    .select({ id: cases.id })
    .from(casePins)
    .innerJoin(cases, eq(cases.id, casePins.caseId))
    .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
    .where(and(eq(casePins.webUserId, value('viewerId')), listWhere(shape.list, 'inOrder')))
    .orderBy(...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir)),
);

/** A case's id and the sort's keys as a cursor carries them (two at most; null when the sort has fewer). */
function keyedIds(sortCol: KeyedSort) {
  const keys = keyColumns(sortCol);
  return {
    id: cases.id,
    key0: keys[0] ?? sql<string | null>`null`,
    key1: keys[1] ?? sql<string | null>`null`,
  };
}

export type PartRead = Omit<Sorted, 'sortCol'> & {
  sortCol: KeyedSort;
  kind: PartKind;
  /** From a row of the part (placeholders key0, key1, rowId), else from the part's start or end. */
  fromRow: boolean;
  /** Toward the end of the list; else toward its start, the rows coming nearest first. */
  forwards: boolean;
};

/** The unpinned cases of one part of the sort's order (a ranked part's value is partValue). */
function partCases(shape: Omit<PartRead, 'forwards'> & { forwards?: boolean }) {
  const ascending = shape.sortDir === 'asc';
  return and(
    listWhere(shape.list, 'inOrder'),
    partWhere(shape.sortCol, shape.kind),
    shape.fromRow
      ? pastRow(
          { sortCol: shape.sortCol, ascending, kind: shape.kind, after: shape.forwards ?? true },
          { keys: ['key0', 'key1'].slice(0, keyCountOf(shape.sortCol)), id: 'rowId' },
        )
      : undefined,
    sql`not exists (select from ${casePins} where ${casePins.webUserId} = ${value('viewerId')} and ${casePins.caseId} = ${cases.id})`,
  );
}

/**
 * Up to `limit` unpinned cases of one part of the sort's order after skipping `offset`, with their
 * keys, read along the sort's index (a ranked part along the index of its value's cases, by id):
 * each a step of the index, the viewer's pins skipped by their own index.
 */
export const readPart = preparedByShape('case_list_part', (db, shape: PartRead) =>
  db
    .select(keyedIds(shape.sortCol))
    .from(cases)
    .where(partCases(shape))
    .orderBy(
      ...orderTerms(
        shape.kind === 'ranked' ? SORT_KEYS.CaseManagerDetailId : SORT_KEYS[shape.sortCol],
        shape.sortDir,
        !shape.forwards,
      ),
    )
    .offset(unplannedCount('offset'))
    .limit(unplannedCount('limit')),
);

/** How many unpinned cases a whole part has, counting no further than `limit`. */
export const countPart = preparedByShape(
  'case_list_part_count',
  (db, shape: Omit<PartRead, 'forwards' | 'fromRow'>) => {
    const some = db
      .select({ id: cases.id })
      .from(cases)
      .where(partCases({ ...shape, fromRow: false }))
      .limit(unplannedCount('limit'))
      .as('some');
    return db.select({ cases: sql<number>`count(*)::int` }).from(some);
  },
);

/** The statuses in the status master's order: the parts of the Status sort. */
export const findStatusOrder = preparedByShape('case_list_status_order', (db) =>
  db
    .select({ id: applicationStatusMaster.id })
    .from(applicationStatusMaster)
    .orderBy(applicationStatusMaster.sortOrder, applicationStatusMaster.id),
);

/** The sort's keys of some cases (the ends of a page read by its number), for its cursors. */
export const findKeysOf = preparedByShape('case_list_keys', (db, shape: { sortCol: KeyedSort }) =>
  db
    .select(keyedIds(shape.sortCol))
    .from(cases)
    .where(
      and(eq(cases.authorityId, value('authorityId')), sql`${cases.id} = any(${value('ids')}::integer[])`),
    ),
);

/** A page's rows by their ids, in list order, within the caller's scope. Placeholders: authorityId, scopeOfficerId, viewerId, ids. */
export const findRowsOf = preparedByShape('case_list_rows', (db, shape: Sorted) => {
  const { query, inScope, order } = pageRows(db, shape, sql<number>`0`.as('total'));
  return query.where(and(inScope, sql`${cases.id} = any(${value('ids')}::integer[])`)).orderBy(...order);
});
