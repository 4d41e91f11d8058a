import { LIST_PAGE_SIZE_MAX, type CaseListSortColumn, type SortDirection } from '@casekeeper/contract';
import { and, count, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedByShape, unplanned, unplannedCount } from '../../db/prepared-by-shape';
import {
  applicationStatusMaster,
  CASE_ID_BLOCK_WIDTH,
  caseCounts,
  caseIdBlocks,
  casePins,
  cases,
  contractors,
  webUsers,
} from '../../db/schema';
import { caseInScope } from './case-repository';
import { countable, countsWhere, listWhere, wholeAuthority, type ListShape } from './case-list-filters';
import { officer, orderTerms, SORT_KEYS, sortKeysOf } from './case-list-order';

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
          listWhere(shape.list),
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

type Sorted = { list: ListShape; sortCol: CaseListSortColumn; sortDir: SortDirection };

/**
 * How many cases match (from case_counts when it can tell), and the ids and officers of the
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
  return countable(shape.list)
    ? db
        .select({ total: sql<number>`coalesce(sum(${caseCounts.cases}), 0)::int`, ...pinned })
        .from(caseCounts)
        .where(countsWhere(shape.list))
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
    const counts = db.$with('counts').as(
      countable(shape.list)
        ? db
            .select({
              officerId: sql<number | null>`${caseCounts.assignedOfficerId}`.as('officer_id'),
              cases: sql<number>`sum(${caseCounts.cases})`.as('cases'),
            })
            .from(caseCounts)
            .where(countsWhere(shape.list))
            .groupBy(caseCounts.assignedOfficerId)
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

/** The columns of a list row with the joins they need (from `start`, which may carry CTEs), its scope and order. */
function pageRows(start: Pick<Database, 'select'>, shape: Sorted, total: SQL.Aliased<number | null>) {
  const pinned = sql<boolean>`(${casePins.caseId} is not null)`;
  return {
    query: start
      .select({
        id: cases.id,
        caseNumber: cases.caseNumber,
        clientFirstName: cases.clientFirstName,
        clientLastName: cases.clientLastName,
        addressLine1: cases.addressLine1,
        town: cases.town,
        postCode: cases.postCode,
        statusId: cases.statusId,
        statusName: applicationStatusMaster.name,
        previousStatusId: cases.previousStatusId,
        priority: cases.priority,
        assignedOfficerId: cases.assignedOfficerId,
        assignedOfficerName: sql<
          string | null
        >`case when ${officer.id} is null then null else ${officer.firstName} || ' ' || ${officer.lastName} end`,
        contractorName: contractors.companyName,
        referralDate: cases.referralDate,
        updatedAt: cases.updatedAt,
        pinned,
        total,
      })
      .from(cases)
      .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
      .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
      .leftJoin(contractors, eq(contractors.id, cases.contractorId))
      .leftJoin(casePins, and(eq(casePins.webUserId, value('viewerId')), eq(casePins.caseId, cases.id))),
    /** The ids come from queries within the scope; the scope is checked again all the same. */
    inScope: caseInScope({
      authorityId: value('authorityId'),
      officerId: shape.list.officerScoped ? value('scopeOfficerId') : null,
    }),
    order: [sql`${pinned} desc`, ...orderTerms(sortKeysOf(shape.sortCol), shape.sortDir)],
  };
}

/** The rows of the cases `ids`, in list order, pinned first. */
export const findPageRows = preparedByShape('case_list_rows', (db, shape: Sorted) => {
  // The caller has the total already.
  const { query, inScope, order } = pageRows(db, shape, sql<null>`null::integer`.as('total'));
  return query.where(and(inScope, sql`${cases.id} = any(${value('ids')})`)).orderBy(...order);
});

/**
 * The ids of a page, which the planner cannot tell are at most a page from the reads' computed
 * limits: said outright, it looks each case up by id rather than hashing every officer and contractor.
 */
const atMostAPage = (pageIds: SQL | { getSQL(): SQL }) =>
  sql`select ${sql.identifier('id')} from (${pageIds}) as page_ids limit ${sql.raw(String(LIST_PAGE_SIZE_MAX))}`;

/** An expression for LIMIT or OFFSET, which drizzle types as a number or placeholder but renders any SQL in. */
const countOf = (expression: SQL) => expression as unknown as Placeholder;

/**
 * A page of the list in one statement, for every sort but an authority admin's by officer: its
 * rows, each with the list's total. The viewer's pinned cases that match come first; the rest of
 * the page is read from the sort's index from the nearer end, as `windowRead` (case-list-window.ts)
 * works out, here in SQL so that a page is one round trip. A page past the end has no rows.
 * Placeholders: those of `listValues`, viewerId, offset, pageSize.
 */
export const findPage = preparedByShape(
  'case_list_page',
  (db, shape: Sorted & { windowSortCol: Exclude<CaseListSortColumn, 'Officer'> }) => {
    const where = listWhere(shape.list);
    // Not the viewer's pinned cases (listed apart): as an anti-join, the cheapest test per case skipped.
    const notPinned = sql`not exists (select from ${casePins} where ${casePins.webUserId} = ${value('viewerId')} and ${casePins.caseId} = ${cases.id})`;
    const offset = unplanned('offset', 'bigint');
    const pageSize = unplanned('pageSize', 'bigint');
    const pinned = db.$with('pinned').as(
      db
        .select({
          id: cases.id,
          place:
            sql<number>`row_number() over (order by ${sql.join(orderTerms(sortKeysOf(shape.sortCol), shape.sortDir), sql`, `)})`.as(
              'place',
            ),
        })
        .from(casePins)
        .innerJoin(cases, eq(cases.id, casePins.caseId))
        .leftJoin(officer, eq(officer.id, cases.assignedOfficerId))
        .where(and(eq(casePins.webUserId, value('viewerId')), where)),
    );
    const pins = sql<number>`(select count(*) from ${pinned})`.as('pins');
    const counted = db.$with('counted').as(
      countable(shape.list)
        ? db
            .select({ total: sql<number>`coalesce(sum(${caseCounts.cases}), 0)::int`.as('total'), pins })
            .from(caseCounts)
            .where(countsWhere(shape.list))
        : db
            .select({ total: sql<number>`count(*)::int`.as('total'), pins })
            .from(cases)
            .where(where),
    );
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
    // How many unpinned cases the page takes, how many come after them, and so which end is nearer.
    const reading = db.$with('reading').as(
      db
        .select({
          total: bounds.total,
          skip: bounds.skip,
          take: sql<number>`greatest(least(${bounds.room}, ${bounds.unpinned} - ${bounds.skip}), 0)`.as(
            'take',
          ),
          after: sql<number>`greatest(${bounds.unpinned} - ${bounds.skip} - ${bounds.room}, 0)`.as('after'),
        })
        .from(bounds),
    );
    // The whole authority by id is read from the block of ids the page starts in (case_id_blocks),
    // found by adding up the blocks' unpinned cases in list order: it skips at most a block.
    if (shape.windowSortCol === 'CaseManagerDetailId' && wholeAuthority(shape.list)) {
      const dir = sql.raw(shape.sortDir);
      const width = sql.raw(String(CASE_ID_BLOCK_WIDTH));
      const blocks = db.$with('blocks').as(
        db
          .select({
            block: caseIdBlocks.block,
            unpinned:
              sql<number>`${caseIdBlocks.cases} - (select count(*) from ${pinned} where ${pinned.id} / ${width} = ${caseIdBlocks.block})`.as(
                'unpinned',
              ),
          })
          .from(caseIdBlocks)
          .where(eq(caseIdBlocks.authorityId, value('authorityId'))),
      );
      const placed = db.$with('placed').as(
        db
          .select({
            block: blocks.block,
            unpinned: blocks.unpinned,
            before:
              sql<number>`sum(${blocks.unpinned}) over (order by ${blocks.block} ${dir}) - ${blocks.unpinned}`.as(
                'before',
              ),
          })
          .from(blocks),
      );
      const start = db.$with('start').as(
        db
          .select({ block: placed.block, before: placed.before })
          .from(placed)
          .where(sql`${placed.before} + ${placed.unpinned} > (select ${reading.skip} from ${reading})`)
          .orderBy(sql`${placed.block} ${dir}`)
          .limit(1),
      );
      // No start block (a page past the end): the bound is null and the read finds nothing.
      const fromStartBlock =
        shape.sortDir === 'desc'
          ? sql`${cases.id} < ((select ${start.block} from ${start}) + 1) * ${width}`
          : sql`${cases.id} >= (select ${start.block} from ${start}) * ${width}`;
      const pageIds = unionAll(
        db
          .select({ id: pinned.id })
          .from(pinned)
          .where(sql`${pinned.place} > ${offset} and ${pinned.place} <= ${offset} + ${pageSize}`),
        db
          .select({ id: cases.id })
          .from(cases)
          .where(and(where, notPinned, fromStartBlock))
          .orderBy(...orderTerms(SORT_KEYS.CaseManagerDetailId, shape.sortDir))
          .offset(countOf(sql`(select ${reading.skip} - ${start.before} from ${reading}, ${start})`))
          .limit(countOf(sql`(select ${reading.take} from ${reading})`)),
      );
      const { query, inScope, order } = pageRows(
        db.with(pinned, counted, bounds, reading, blocks, placed, start),
        shape,
        sql<number>`(select ${reading.total} from ${reading})`.as('total'),
      );
      return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
    }

    // Each end has its own read; the one not wanted reads nothing (a LIMIT 0 reads no row).
    const fromEnd = sql`${reading.after} < ${reading.skip}`;
    const whenReading = (reversed: boolean, count: SQL) =>
      countOf(
        reversed
          ? sql`(select case when ${fromEnd} then ${count} else 0 end from ${reading})`
          : sql`(select case when ${fromEnd} then 0 else ${count} end from ${reading})`,
      );
    const unpinnedIds = (reversed: boolean) =>
      db
        .select({ id: cases.id })
        .from(cases)
        .where(and(where, notPinned))
        .orderBy(...orderTerms(SORT_KEYS[shape.windowSortCol], shape.sortDir, reversed))
        .offset(whenReading(reversed, sql`${reversed ? reading.after : reading.skip}`))
        .limit(whenReading(reversed, sql`${reading.take}`));
    const pageIds = unionAll(
      db
        .select({ id: pinned.id })
        .from(pinned)
        .where(sql`${pinned.place} > ${offset} and ${pinned.place} <= ${offset} + ${pageSize}`),
      unpinnedIds(false),
      unpinnedIds(true),
    );
    const { query, inScope, order } = pageRows(
      db.with(pinned, counted, bounds, reading),
      shape,
      sql<number>`(select ${reading.total} from ${reading})`.as('total'),
    );
    return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
  },
);
