import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Database } from '../../db/client';
import { unplanned } from '../../db/prepared-by-shape';
import { casePins, cases } from '../../db/schema';
import { clockCount, clockCountable } from './case-list-clock-filter';
import { countedInRows, countedRows } from './case-list-counted';
import { listWhere } from './case-list-filters';
import { officer, orderTerms, sortKeysOf } from './case-list-order';
import type { Sorted } from './case-list-page-rows';

const value = (name: string) => sql.placeholder(name);

/** How many cases a list has, as a query of one row (`total`, `pins`), given the viewer's pinned cases' count. */
export type TotalOf = (
  pins: SQL.Aliased<number>,
) => TypedQueryBuilder<{ total: SQL.Aliased<number>; pins: SQL.Aliased<number> }>;

/**
 * What every one-statement page works out first, as CTEs: the viewer's pinned cases that match
 * with their places and officers (`pinned`), the total (by `totalOf`, else counted as the list
 * can be), and so how many unpinned cases the page skips (`reading.skip`), takes (`take`) and
 * leaves after it (`after`), of `unpinned` in all.
 * Placeholders: those of `listValues`, viewerId, offset, pageSize.
 */
export function pageReading(db: Database, shape: Sorted, totalOf?: TotalOf) {
  const where = listWhere(shape.list);
  // For reads along the sort's index that stop when a page is full (hasMatchingClock).
  const inOrder = listWhere(shape.list, 'inOrder');
  // Not the viewer's pinned cases (listed apart): as an anti-join, the cheapest test per case skipped.
  const notPinned = sql`not exists (select from ${casePins} where ${casePins.webUserId} = ${value('viewerId')} and ${casePins.caseId} = ${cases.id})`;
  const offset = unplanned('offset', 'bigint');
  const pageSize = unplanned('pageSize', 'bigint');
  const pinned = db.$with('pinned').as(
    db
      .select({
        id: cases.id,
        officerId: sql<number | null>`${cases.assignedOfficerId}`.as('officer_id'),
        place:
          sql<number>`row_number() over (order by ${sql.join(orderTerms(sortKeysOf(shape.sortCol), shape.sortDir), sql`, `)})`.as(
            'place',
          ),
      })
      .from(casePins)
      .innerJoin(cases, eq(cases.id, casePins.caseId))
      .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
      .where(and(eq(casePins.webUserId, value('viewerId')), inOrder)),
  );
  const pins = sql<number>`(select count(*) from ${pinned})`.as('pins');
  const counted = db.$with('counted').as((totalOf ?? ((pins) => countedTotal(db, shape, pins)))(pins));
  // The unpinned cases before the page (skip), and the page's places left after its pinned ones (room).
  const bounds = db.$with('bounds').as(
    db
      .select({
        total: counted.total,
        unpinned: sql<number>`${counted.total} - ${counted.pins}`.as('unpinned'),
        skip: sql<number>`greatest(${offset} - ${counted.pins}, 0)`.as('skip'),
        room: sql<number>`${pageSize} - least(greatest(${counted.pins} - ${offset}, 0), ${pageSize})`.as(
          'room',
        ),
      })
      .from(counted),
  );
  const reading = db.$with('reading').as(
    db
      .select({
        total: bounds.total,
        unpinned: bounds.unpinned,
        skip: bounds.skip,
        take: sql<number>`greatest(least(${bounds.room}, ${bounds.unpinned} - ${bounds.skip}), 0)`.as('take'),
        after: sql<number>`greatest(${bounds.unpinned} - ${bounds.skip} - ${bounds.room}, 0)`.as('after'),
      })
      .from(bounds),
  );
  const pinnedOnPage = db
    .select({ id: pinned.id })
    .from(pinned)
    .where(sql`${pinned.place} > ${offset} and ${pinned.place} <= ${offset} + ${pageSize}`);
  return {
    where,
    inOrder,
    notPinned,
    pinned,
    counted,
    bounds,
    reading,
    pinnedOnPage,
    ctes: [pinned, counted, bounds, reading] as const,
  };
}

/** How many cases match, counted as the list can be (case-list-counted.ts), with `pins` beside it. */
export function countedTotal(db: Database, shape: Sorted, pins: SQL.Aliased<number>) {
  if (countedInRows(shape.list)) {
    const summary = countedRows(db, shape.list).as('summary');
    return db
      .select({ total: sql<number>`coalesce(sum(${summary.cases}), 0)::int`.as('total'), pins })
      .from(summary);
  }
  if (clockCountable(shape.list)) {
    // case_clocks counts every case; those restricted to others are not listed.
    const hidden = sql`(select count(*) from ${cases} where ${listWhere(shape.list, 'all', 'hidden')})::int`;
    return db
      .select({ total: sql<number>`${clockCount.total} - ${hidden}`.as('total'), pins })
      .from(clockCount.from(shape.list));
  }
  return db
    .select({ total: sql<number>`count(*)::int`.as('total'), pins })
    .from(cases)
    .where(listWhere(shape.list));
}
