import type { CaseListSortColumn } from '@casekeeper/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedByShape } from '../../db/prepared-by-shape';
import { cases } from '../../db/schema';
import { dueSoonAlongNextDue, dueSoonOfAnyClock } from './case-list-clock-filter';
import { dueSoonReads } from './case-list-counted';
import { orderTerms, SORT_KEYS } from './case-list-order';
import { countedTotal, pageReading } from './case-list-page-reading';
import { atMostAPage, countOf, pageRows, type Sorted } from './case-list-page-rows';

// The case list's statements, each prepared once per shape (db/prepared-by-shape.ts): every value
// is a placeholder, named as `listValues` names them or as each statement says.

/** How many cases match, for a page past the end (which has no row to carry the total). */
export const findTotal = preparedByShape('case_list_total', (db, shape: Sorted) =>
  countedTotal(db, shape, sql<number>`0`.as('pins')),
);

/**
 * How far into any clock's DueSoon, by id, a page's read along the id index is walked (from the
 * nearer end); past it the page sorts every match by id instead. The cases due soon are a few
 * days' worth, about one case in fourteen of a large authority's: the walk reads fourteen cases
 * for each it skips, the sort a few thousand ids from their own index, whatever the page.
 */
const DUE_SOON_WALKED = 300;

/**
 * A page of the list by its number, in one statement: its rows, each with the list's total. The
 * viewer's pinned cases that match come first; the rest of the page is read from the sort's index
 * from the nearer end (a page past the middle reads the opposite order, so no read skips more than
 * half the list); or, deep into any clock's DueSoon by id, from those cases sorted. A page past
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
