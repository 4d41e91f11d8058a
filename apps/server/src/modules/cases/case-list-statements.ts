import type { CaseListSortColumn, SortDirection } from '@casekeeper/contract';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedByShape, unplannedCount } from '../../db/prepared-by-shape';
import { casePins, cases, webUsers } from '../../db/schema';
import { clockCount, clockCountable, dueSoonAlongNextDue, dueSoonOfAnyClock } from './case-list-clock-filter';
import { countedInRows, countedRows, dueSoonReads } from './case-list-counted';
import { listWhere, type ListShape } from './case-list-filters';
import { officer, orderTerms, SORT_KEYS, sortKeysOf } from './case-list-order';
import { pageReading } from './case-list-page-reading';
import { atMostAPage, countOf, pageRows, type Sorted } from './case-list-page-rows';

// The case list's statements, each prepared once per shape (db/prepared-by-shape.ts): every value
// is a placeholder, named as `listValues` names them or as each statement says.

const value = (name: string) => sql.placeholder(name);

/** How one group of officers' cases is read, by id, for the Officer sort (see findCasePage). */
export type OfficerWindowShape = {
  list: ListShape;
  sortDir: SortDirection;
  /** Read from the far end, in the opposite order. */
  reversed: boolean;
  /** Leave out `pinnedIds`, listed apart. */
  withoutPins: boolean;
  /** The unassigned cases, rather than those of the officers `officerIds`. */
  unassigned: boolean;
};

/** Ids `offset` to `offset + limit` of a group of officers' cases, by id. */
export const findOfficerWindowIds = preparedByShape(
  'case_list_officer_window',
  (db, shape: OfficerWindowShape) =>
    db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          listWhere(shape.list, 'inOrder'),
          shape.withoutPins ? sql`${cases.id} <> all(${value('pinnedIds')})` : undefined,
          shape.unassigned
            ? isNull(cases.assignedOfficerId)
            : sql`${cases.assignedOfficerId} = any(${value('officerIds')})`,
        ),
      )
      .orderBy(...orderTerms(SORT_KEYS.CaseManagerDetailId, shape.sortDir, shape.reversed))
      .offset(unplannedCount('offset'))
      .limit(unplannedCount('limit')),
);

/**
 * How many cases match (from case_counts when it can tell, case-list-counted.ts), and the ids and officers of the
 * viewer's (`viewerId`) pinned cases that match, in list order.
 */
export const findTotalAndPins = preparedByShape('case_list_total', (db, shape: Sorted) => {
  const pins = (column: SQL) =>
    sql`array(${db
      .select({ column: sql`${column}` })
      .from(casePins)
      .innerJoin(cases, eq(cases.id, casePins.caseId))
      .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
      .where(and(eq(casePins.webUserId, value('viewerId')), listWhere(shape.list)))
      .orderBy(...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir))})`;
  const pinned = {
    pinnedIds: sql<number[]>`${pins(sql`${cases.id}`)}`,
    pinnedOfficerIds: sql<(number | null)[]>`${pins(sql`${cases.assignedOfficerId}`)}`,
  };
  if (countedInRows(shape.list)) {
    const counted = countedRows(db, shape.list).as('counted');
    return db
      .select({ total: sql<number>`coalesce(sum(${counted.cases}), 0)::int`, ...pinned })
      .from(counted);
  }
  return clockCountable(shape.list)
    ? db.select({ total: clockCount.total, ...pinned }).from(clockCount.from(shape.list))
    : db
        .select({ total: count(), ...pinned })
        .from(cases)
        .where(listWhere(shape.list));
});

/**
 * For the Officer sort: the officers with matching cases in name order, those whose names sort
 * alike as one group (the sort ties them and orders their cases by id), each group with how many
 * cases match; the unassigned last, as a group of `null`. Counted from case_counts when it can tell.
 */
export const countOfficerGroups = preparedByShape(
  'case_list_officer_groups',
  (db, shape: { list: ListShape; sortDir: SortDirection }) => {
    const byOfficer = (counted = countedRows(db, shape.list).as('counted')) =>
      db
        .select({
          officerId: sql<number | null>`${counted.officerId}`.as('officer_id'),
          cases: sql<number>`sum(${counted.cases})`.as('cases'),
        })
        .from(counted)
        .groupBy(counted.officerId);
    const counts = db.$with('counts').as(
      countedInRows(shape.list)
        ? byOfficer()
        : db
            .select({
              officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
              cases: sql<number>`count(*)`.as('cases'),
            })
            .from(cases)
            .where(listWhere(shape.list))
            .groupBy(cases.assignedOfficerId),
    );
    const dir = sql.raw(`${shape.sortDir} nulls last`);
    return db
      .with(counts)
      .select({
        officerIds: sql<(number | null)[]>`array_agg(${counts.officerId})`,
        cases: sql<number>`sum(${counts.cases})::int`,
      })
      .from(counts)
      .leftJoin(webUsers, eq(webUsers.id, counts.officerId))
      .where(sql`${counts.cases} > 0`)
      .groupBy(sql`lower(${webUsers.lastName})`, sql`lower(${webUsers.firstName})`)
      .orderBy(sql`lower(${webUsers.lastName}) ${dir}`, sql`lower(${webUsers.firstName}) ${dir}`);
  },
);

/** The rows of the cases `ids`, in list order, pinned first. */
export const findPageRows = preparedByShape('case_list_rows', (db, shape: Sorted) => {
  // The caller has the total already.
  const { query, inScope, order } = pageRows(db, shape, sql<null>`null::integer`.as('total'));
  return query.where(and(inScope, sql`${cases.id} = any(${value('ids')})`)).orderBy(...order);
});

/**
 * How far into any clock's DueSoon, by id, a page's read along the id index is walked (from the
 * nearer end); past it the page sorts every match by id instead. The cases due soon are a few
 * days' worth, about one case in fourteen of a large authority's: the walk reads fourteen cases
 * for each it skips, the sort a few thousand ids from their own index, whatever the page.
 */
const DUE_SOON_WALKED = 300;

/**
 * A page of the list in one statement, for lists case_list_blocks cannot place a page in (an
 * officer's own list, filters other than statuses): its rows, each with the list's total. The
 * viewer's pinned cases that match come first; the rest of the page is read from the sort's index
 * from the nearer end, as `windowRead` (case-list-window.ts) works out, here in SQL so that a page
 * is one round trip; or, deep into any clock's DueSoon by id, from those cases sorted. A page past
 * the end has no rows.
 * Placeholders: those of `listValues`, viewerId, offset, pageSize.
 */
export const findPage = preparedByShape(
  'case_list_page',
  (db, shape: Sorted & { windowSortCol: Exclude<CaseListSortColumn, 'Officer'> }) => {
    const { inOrder, notPinned, reading, pinnedOnPage, ctes } = pageReading(db, shape);
    const dueSoon = dueSoonOfAnyClock(shape.list);
    const alongTheSort = dueSoon && shape.windowSortCol === 'NextDue' ? dueSoonAlongNextDue() : undefined;
    // Sorting the cases due soon by another key would read each of them and compare them all.
    const sortsDueSoon = dueSoon && shape.windowSortCol === 'CaseManagerDetailId';
    // One read is wanted; the others read nothing (a LIMIT 0 reads no row).
    const fromEnd = sql`${reading.after} < ${reading.skip}`;
    const deep = sql`least(${reading.skip}, ${reading.after}) > ${sql.raw(String(DUE_SOON_WALKED))}`;
    const whenReading = (read: 'forwards' | 'backwards' | 'sorted', count: SQL) => {
      const choice = (wanted: typeof read) => (read === wanted ? count : sql`0`);
      const walking = sql`case when ${fromEnd} then ${choice('backwards')} else ${choice('forwards')} end`;
      return countOf(
        sortsDueSoon
          ? sql`(select case when ${deep} then ${choice('sorted')} else ${walking} end from ${reading})`
          : sql`(select ${walking} from ${reading})`,
      );
    };
    const unpinnedIds = (reversed: boolean) =>
      db
        .select({ id: cases.id })
        .from(cases)
        .where(and(inOrder, alongTheSort, notPinned))
        .orderBy(...orderTerms(SORT_KEYS[shape.windowSortCol], shape.sortDir, reversed))
        .offset(
          whenReading(reversed ? 'backwards' : 'forwards', sql`${reversed ? reading.after : reading.skip}`),
        )
        .limit(whenReading(reversed ? 'backwards' : 'forwards', sql`${reading.take}`));
    // The cases due soon, by id (their index has it), sorted.
    const dueSoonById = () => {
      const ids = (where: SQL | undefined) =>
        db.select({ id: cases.id }).from(cases).where(and(where, notPinned));
      const [soonest, pastDue] = dueSoonReads(shape.list);
      const matches = unionAll(ids(soonest), ids(pastDue)).as('due_soon');
      return db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(sql`${matches.id} ${sql.raw(shape.sortDir)}`)
        .offset(whenReading('sorted', sql`${reading.skip}`))
        .limit(whenReading('sorted', sql`${reading.take}`));
    };
    const pageIds = sortsDueSoon
      ? unionAll(pinnedOnPage, unpinnedIds(false), unpinnedIds(true), dueSoonById())
      : unionAll(pinnedOnPage, unpinnedIds(false), unpinnedIds(true));
    const { query, inScope, order } = pageRows(
      db.with(...ctes),
      shape,
      sql<number>`(select ${reading.total} from ${reading})`.as('total'),
    );
    return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
  },
);
