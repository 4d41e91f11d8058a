import { and, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedByShape } from '../../db/prepared-by-shape';
import { cases, webUsers } from '../../db/schema';
import { countedInRows, countedRows } from './case-list-counted';
import { listWhere, type ListShape } from './case-list-filters';
import { orderTerms, SORT_KEYS } from './case-list-order';
import { pageReading } from './case-list-page-reading';
import { atMostAPage, countOf, pageRows, type Sorted } from './case-list-page-rows';

/** An officer alone, officers whose names sort alike, or the unassigned: each read its own way. */
const GROUP_KINDS = ['officer', 'namesakes', 'unassigned'] as const;
type GroupKind = (typeof GROUP_KINDS)[number];

/** A CTE's column named with its CTE, where a statement reads two that could share the name. */
const columnOf = (cte: string, column: string) => sql`${sql.identifier(cte)}.${sql.identifier(column)}`;

/** Each officer with cases in the list (null: the unassigned) and how many, counted as the list can be. */
function casesByOfficer(db: Database, list: ListShape) {
  if (countedInRows(list)) {
    const counted = countedRows(db, list).as('counted');
    return db
      .select({
        officerId: sql<number | null>`${counted.officerId}`.as('officer_id'),
        cases: sql<number>`sum(${counted.cases})::int`.as('cases'),
      })
      .from(counted)
      .groupBy(counted.officerId);
  }
  return db
    .select({
      officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
      cases: sql<number>`count(*)::int`.as('cases'),
    })
    .from(cases)
    .where(listWhere(list))
    .groupBy(cases.assignedOfficerId);
}

/**
 * A page of an authority admin's list sorted by officer, in one statement: officer by officer in
 * name order (officers whose names sort alike as one group, their cases by id; the unassigned
 * last), the viewer's pinned cases that match first, each row with the list's total.
 *
 * The officers' counts (from case_counts when it can tell) place the page: each group's cases less
 * its pinned ones are added up in name order, and only the groups the page falls on are read, each
 * along the officer index from whichever of its ends is nearer, so no read skips more than half
 * an officer's caseload. Placeholders: those of `listValues`, viewerId, offset, pageSize.
 */
export const findOfficerPage = preparedByShape('case_list_officer_page', (db, shape: Sorted) => {
  const byOfficer = db.$with('by_officer').as(casesByOfficer(db, shape.list));
  const { inOrder, notPinned, pinned, reading, pinnedOnPage, ctes } = pageReading(db, shape, (pins) =>
    db
      .select({ total: sql<number>`coalesce(sum(${byOfficer.cases}), 0)::int`.as('total'), pins })
      .from(byOfficer),
  );
  const pinnedOf = sql`(select count(*) from ${pinned} where ${columnOf('pinned', 'officer_id')} is not distinct from ${columnOf('by_officer', 'officer_id')})`;
  const groups = db.$with('officer_groups').as(
    db
      .select({
        officerIds: sql<
          number[] | null
        >`array_agg(${byOfficer.officerId}) filter (where ${byOfficer.officerId} is not null)`.as(
          'officer_ids',
        ),
        // The unassigned have no name, so they are never grouped with an officer.
        unassigned: sql<boolean>`bool_or(${byOfficer.officerId} is null)`.as('unassigned'),
        lastName: sql<string | null>`lower(${webUsers.lastName})`.as('last_name'),
        firstName: sql<string | null>`lower(${webUsers.firstName})`.as('first_name'),
        unpinned: sql<number>`sum(${byOfficer.cases} - ${pinnedOf})`.as('unpinned'),
      })
      .from(byOfficer)
      .leftJoin(webUsers, eq(webUsers.id, byOfficer.officerId))
      .groupBy(sql`lower(${webUsers.lastName})`, sql`lower(${webUsers.firstName})`),
  );
  const dir = sql.raw(`${shape.sortDir} nulls last`);
  const placed = db.$with('officer_groups_placed').as(
    db
      .select({
        officerIds: groups.officerIds,
        unassigned: groups.unassigned,
        unpinned: groups.unpinned,
        before:
          sql<number>`sum(${groups.unpinned}) over (order by ${groups.lastName} ${dir}, ${groups.firstName} ${dir}) - ${groups.unpinned}`.as(
            'before',
          ),
      })
      .from(groups),
  );
  // Of each group the page falls on, the part it takes: `take` cases after `start`, leaving `after`.
  const skip = sql`(select ${reading.skip} from ${reading})`;
  const end = sql`(${skip} + (select ${reading.take} from ${reading}))`;
  const parts = db.$with('officer_parts').as(
    db
      .select({
        officerIds: placed.officerIds,
        unassigned: placed.unassigned,
        start: sql<number>`greatest(${skip} - ${placed.before}, 0)`.as('start'),
        take: sql<number>`least(${end} - ${placed.before}, ${placed.unpinned}) - greatest(${skip} - ${placed.before}, 0)`.as(
          'take',
        ),
        after: sql<number>`${placed.unpinned} - least(${end} - ${placed.before}, ${placed.unpinned})`.as(
          'after',
        ),
      })
      .from(placed)
      .where(sql`${placed.before} < ${end} and ${placed.before} + ${placed.unpinned} > ${skip}`),
  );
  const part = (column: string) => columnOf('officer_parts', column);
  // One officer's cases come in id order from the officer index; namesakes' are merged and sorted.
  const isKind: Record<GroupKind, SQL> = {
    officer: sql`not ${part('unassigned')} and cardinality(${part('officer_ids')}) = 1`,
    namesakes: sql`not ${part('unassigned')} and cardinality(${part('officer_ids')}) > 1`,
    unassigned: sql`${part('unassigned')}`,
  };
  const casesOf: Record<GroupKind, SQL> = {
    officer: sql`${cases.assignedOfficerId} = (${part('officer_ids')})[1]`,
    namesakes: sql`${cases.assignedOfficerId} = any(${part('officer_ids')})`,
    unassigned: sql`${cases.assignedOfficerId} is null`,
  };
  // One read per part is wanted, from its nearer end; the others read nothing (a LIMIT 0 reads no row).
  const read = (kind: GroupKind, reversed: boolean) => {
    const nearerEnd = sql`${part('after')} < ${part('start')}`;
    const wanted = and(isKind[kind], reversed ? nearerEnd : sql`not (${nearerEnd})`);
    const window = db
      .select({ id: cases.id })
      .from(cases)
      .where(and(inOrder, casesOf[kind], notPinned))
      .orderBy(...orderTerms(SORT_KEYS.CaseManagerDetailId, shape.sortDir, reversed))
      .offset(countOf(sql`case when ${wanted} then ${part(reversed ? 'after' : 'start')} else 0 end`))
      .limit(countOf(sql`case when ${wanted} then ${part('take')} else 0 end`))
      .as('officer_window');
    return db
      .select({ id: window.id })
      .from(parts)
      .innerJoinLateral(window, sql`true`);
  };
  const [first, ...others] = GROUP_KINDS.flatMap((kind) => [read(kind, false), read(kind, true)]);
  const pageIds = first ? unionAll(pinnedOnPage, first, ...others) : pinnedOnPage;
  const { query, inScope, order } = pageRows(
    db.with(byOfficer, ...ctes, groups, placed, parts),
    shape,
    sql<number>`(select ${reading.total} from ${reading})`.as('total'),
  );
  return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
});
