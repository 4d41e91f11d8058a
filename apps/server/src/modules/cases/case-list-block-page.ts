import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedByShape } from '../../db/prepared-by-shape';
import { caseListBlockCounts, caseListBlocks, cases } from '../../db/schema';
import { BOUNDARY_KEYS, DATED_SORT_COLUMNS, UNDATED, type BlockSort } from './case-list-block-keys';
import { orderTerms, SORT_KEYS } from './case-list-order';
import { pageReading } from './case-list-page-reading';
import { atMostAPage, countOf, pageRows, type Sorted } from './case-list-page-rows';

const value = (name: string) => sql.placeholder(name);

/** A block's stored boundary columns, as a CTE (`blocks`, `placed`) selects them. */
type Boundary = Record<'keyText' | 'keyText2' | 'keyNumber' | 'firstId', SQLWrapper>;

/**
 * A page of an authority's whole list, or of some statuses, in any sort but the Officer sort, in
 * one statement (docs/case-list-blocks.md): its rows, each with the list's total, the viewer's
 * pinned cases that match first. The rest is read from the block of case_list_blocks the page
 * starts in, found by adding up the blocks' counts of the statuses asked for, less the pinned
 * cases each holds: the read skips at most a block (about 2,000 cases) rather than up to half
 * the list. A page within a block of either end reads from that end and adds nothing up.
 *
 * Every read runs up the sort's ascending order from a block's boundary: a descending page is
 * read as the ascending window that mirrors it and sorted at the end. Empty dates (referral,
 * next due) come last both ways, so in those sorts the undated cases are a run of blocks of their own, and a page
 * may end one run and start the other: a second read then takes the other run's first cases.
 * Placeholders: those of `listValues`, viewerId, offset, pageSize.
 */
export const findBlockPage = preparedByShape(
  'case_list_block_page',
  (db, shape: Sorted & { sortCol: BlockSort }) => {
    const { where, notPinned, pinned, reading, pinnedOnPage, ctes } = pageReading(db, shape);
    const sort = shape.sortCol;
    const datedBy = DATED_SORT_COLUMNS[sort];
    const sortName = sql.raw(`'${sort}'`);
    const mirrored = shape.sortDir === 'desc';
    const readOrder = orderTerms(SORT_KEYS[sort], shape.sortDir, mirrored);
    const blockOrder = (block: Boundary) => [
      ...(datedBy && mirrored ? [sql`(${block.keyNumber} = ${UNDATED}) desc`] : []),
      sql`${block.keyText}`,
      sql`${block.keyText2}`,
      sql`${block.keyNumber}`,
      sql`${block.firstId}`,
    ];

    const nextBoundary = (block: Boundary) => {
      const next = (column: SQLWrapper, name: string) =>
        sql`lead(${column}) over (order by ${sql.join(blockOrder(block), sql`, `)})`.as(name);
      return {
        nextKeyText: next(block.keyText, 'next_key_text') as SQL.Aliased<string | null>,
        nextKeyText2: next(block.keyText2, 'next_key_text2') as SQL.Aliased<string | null>,
        nextKeyNumber: next(block.keyNumber, 'next_key_number') as SQL.Aliased<number | null>,
        nextFirstId: next(block.firstId, 'next_first_id') as SQL.Aliased<number | null>,
      };
    };

    // The block holding each pinned case: the greatest boundary at or below it (as the triggers place it).
    const pinnedBlocks = db.$with('pinned_blocks').as(
      db
        .select({
          blockId:
            sql<number>`(select ${caseListBlocks.id} from ${caseListBlocks}, case_list_sort_keys(${cases}) as k
            where k.sort = ${sortName} and ${caseListBlocks.authorityId} = ${cases.authorityId} and ${caseListBlocks.sort} = ${sortName}
              and (${caseListBlocks.keyText}, ${caseListBlocks.keyText2}, ${caseListBlocks.keyNumber}, ${caseListBlocks.firstId})
                <= (k.key_text, k.key_text2, k.key_number, ${cases.id})
            order by ${caseListBlocks.keyText} desc, ${caseListBlocks.keyText2} desc, ${caseListBlocks.keyNumber} desc, ${caseListBlocks.firstId} desc
            limit 1)`.as('block_id'),
        })
        .from(pinned)
        .innerJoin(cases, eq(cases.id, pinned.id)),
    );
    const blocks = db.$with('blocks').as(
      db
        .select({
          id: caseListBlocks.id,
          keyText: caseListBlocks.keyText,
          keyText2: caseListBlocks.keyText2,
          keyNumber: caseListBlocks.keyNumber,
          firstId: caseListBlocks.firstId,
          unpinned:
            sql<number>`sum(${caseListBlockCounts.cases}) - (select count(*) from ${pinnedBlocks} where ${pinnedBlocks.blockId} = ${caseListBlocks.id})`.as(
              'unpinned',
            ),
        })
        .from(caseListBlocks)
        .innerJoin(caseListBlockCounts, eq(caseListBlockCounts.blockId, caseListBlocks.id))
        .where(
          and(
            eq(caseListBlocks.authorityId, value('authorityId')),
            sql`${caseListBlocks.sort} = ${sortName}`,
            shape.list.statuses
              ? sql`${caseListBlockCounts.statusId} = any(${value('statusIds')})`
              : undefined,
          ),
        )
        .groupBy(caseListBlocks.id),
    );
    const placed = db.$with('placed').as(
      db
        .select({
          keyText: blocks.keyText,
          keyText2: blocks.keyText2,
          keyNumber: blocks.keyNumber,
          firstId: blocks.firstId,
          unpinned: blocks.unpinned,
          before:
            sql<number>`sum(${blocks.unpinned}) over (order by ${sql.join(blockOrder(blocks), sql`, `)}) - ${blocks.unpinned}`.as(
              'before',
            ),
          // The next block's boundary (none for the last): where a read down to the page starts.
          ...nextBoundary(blocks),
        })
        .from(blocks),
    );
    // The unpinned cases before the read and after it, in the order it runs; a page within a block
    // of either end is read from that end, without adding up the blocks.
    const before = mirrored
      ? sql`${reading.unpinned} - ${reading.skip} - ${reading.take}`
      : sql`${reading.skip}`;
    const route = db.$with('route').as(
      db
        .select({
          readSkip: sql<number>`greatest(${before}, 0)`.as('read_skip'),
          readAfter: sql<number>`greatest(${reading.unpinned} - (${before}) - ${reading.take}, 0)`.as(
            'read_after',
          ),
          take: sql<number>`${reading.take}`.as('take'),
          fromStart: sql<boolean>`(${before}) < case_list_block_target()`.as('from_start'),
          fromEnd:
            sql<boolean>`(${before}) >= case_list_block_target() and ${reading.unpinned} - (${before}) - ${reading.take} < case_list_block_target()`.as(
              'from_end',
            ),
        })
        .from(reading),
    );
    const byBlocks = sql`not ${route.fromStart} and not ${route.fromEnd}`;
    // The CASE keeps what a read does not need from being worked out (the blocks, for an end's read).
    const when = (condition: SQL, count: SQL) =>
      countOf(sql`(select case when ${condition} then ${count} else 0 end from ${route})`);
    const readSkip = sql`(select ${route.readSkip} from ${route})`;
    const start = db.$with('start').as(
      db
        .select({
          keyText: placed.keyText,
          keyText2: placed.keyText2,
          keyNumber: placed.keyNumber,
          firstId: placed.firstId,
          before: placed.before,
          unpinned: placed.unpinned,
          nextKeyText: placed.nextKeyText,
          nextKeyText2: placed.nextKeyText2,
          nextKeyNumber: placed.nextKeyNumber,
          nextFirstId: placed.nextFirstId,
        })
        .from(placed)
        .where(sql`${placed.before} + ${placed.unpinned} > ${readSkip}`)
        .orderBy(...blockOrder(placed))
        .limit(1),
    );

    // Where in its block the page falls: `below` its cases before the page, `above` those after
    // it (negative when the page runs into the next block). Nearer the top, the block is read down
    // from the next block's boundary, so a read passes at most half a block: `downward`.
    const isUndated = (keyNumber: SQLWrapper) => sql`${keyNumber} = ${UNDATED}`;
    const sameRun = datedBy
      ? sql`(${isUndated(start.keyNumber)}) = (${isUndated(start.nextKeyNumber)})`
      : sql`true`;
    const below = sql`greatest(${route.readSkip} - ${start.before}, 0)`;
    const above = sql`${start.before} + ${start.unpinned} - ${route.readSkip} - ${route.take}`;
    const edge = db.$with('edge').as(
      db
        .select({
          below: sql<number>`${below}`.as('below'),
          above: sql<number>`${above}`.as('above'),
          take: sql<number>`${route.take}`.as('edge_take'),
          downward:
            sql<boolean>`${start.nextFirstId} is not null and ${sameRun} and ${above} >= 0 and ${above} < ${below}`.as(
              'downward',
            ),
        })
        .from(route)
        .crossJoin(start),
    );
    // A read of the page's block, up from its boundary or down from the next: only the one wanted
    // reads. Past the end there is no block, and so no edge: it reads nothing.
    const inBlock = (downward: boolean, count: SQL) => {
      const wanted = downward ? sql`${edge.downward}` : sql`not ${edge.downward}`;
      const inEdge = sql`coalesce((select case when ${wanted} then ${count} else 0 end from ${edge}), 0)`;
      return countOf(sql`(select case when ${byBlocks} then ${inEdge} else 0 end from ${route})`);
    };

    // No start block (a page past the end): the bounds are null and the reads find nothing.
    const fromStart = (column: SQLWrapper) => sql`(select ${column} from ${start})`;
    const firstId = fromStart(start.firstId);
    // A stored boundary as a row to compare `(sort key, id)` with, a range on the sort's index.
    const boundaryRow = (keyText: SQLWrapper, keyText2: SQLWrapper, keyNumber: SQLWrapper, id: SQL) =>
      sql.join(
        [
          ...BOUNDARY_KEYS[sort]({
            keyText: fromStart(keyText),
            keyText2: fromStart(keyText2),
            keyNumber: fromStart(keyNumber),
          }),
          id,
        ],
        sql`, `,
      );
    const sortKeys = sql.join([...SORT_KEYS[sort].keys, sql`${cases.id}`], sql`, `);
    const atOrAfterStart = sql`(${sortKeys}) >= (${boundaryRow(start.keyText, start.keyText2, start.keyNumber, firstId)})`;
    const nextFirstId = fromStart(start.nextFirstId);
    const beforeNext = sql`(${sortKeys}) < (${boundaryRow(start.nextKeyText, start.nextKeyText2, start.nextKeyNumber, nextFirstId)})`;
    const fromStartBlock = (condition: SQL | undefined) =>
      db
        .select({ id: cases.id })
        .from(cases)
        .where(and(where, notPinned, condition))
        .orderBy(...readOrder)
        .offset(inBlock(false, sql`${edge.below}`))
        .limit(inBlock(false, sql`${edge.take}`));
    const downFromNextBlock = (condition: SQL | undefined) =>
      db
        .select({ id: cases.id })
        .from(cases)
        .where(and(where, notPinned, condition))
        .orderBy(...orderTerms(SORT_KEYS[sort], shape.sortDir, !mirrored))
        .offset(inBlock(true, sql`${edge.above}`))
        .limit(inBlock(true, sql`${edge.take}`));
    const fromAnEnd = (reversed: boolean) =>
      db
        .select({ id: cases.id })
        .from(cases)
        .where(and(where, notPinned))
        .orderBy(...orderTerms(SORT_KEYS[sort], shape.sortDir, mirrored !== reversed))
        .offset(
          when(
            sql`${reversed ? route.fromEnd : route.fromStart}`,
            sql`${reversed ? route.readAfter : route.readSkip}`,
          ),
        )
        .limit(when(sql`${reversed ? route.fromEnd : route.fromStart}`, sql`${route.take}`));
    const withCtes = [...ctes, route, pinnedBlocks, blocks, placed, start, edge] as const;
    const total = sql<number>`(select ${reading.total} from ${reading})`.as('total');

    if (!datedBy) {
      const pageIds = unionAll(
        pinnedOnPage,
        fromAnEnd(false),
        fromAnEnd(true),
        fromStartBlock(atOrAfterStart),
        downFromNextBlock(beforeNext),
      );
      const { query, inScope, order } = pageRows(db.with(...withCtes), shape, total);
      return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
    }

    // Plans test these once (an InitPlan), not per case: the reads not wanted read nothing.
    const startUndated = sql`(select ${start.keyNumber} = ${UNDATED} from ${start})`;
    const firstRun = db
      .$with('first_run')
      .as(
        unionAll(
          fromStartBlock(and(atOrAfterStart, sql`not ${startUndated}`)),
          fromStartBlock(and(sql`${datedBy} is null and ${cases.id} >= ${firstId}`, startUndated)),
          downFromNextBlock(and(beforeNext, sql`not ${startUndated}`)),
          downFromNextBlock(and(sql`${datedBy} is null and ${cases.id} < ${nextFirstId}`, startUndated)),
        ),
      );
    const otherRun = mirrored
      ? and(sql`${datedBy} is not null`, startUndated)
      : and(sql`${datedBy} is null`, sql`not ${startUndated}`);
    const otherRunIds = db
      .select({ id: cases.id })
      .from(cases)
      .where(and(where, notPinned, otherRun))
      .orderBy(...readOrder)
      .limit(when(byBlocks, sql`${route.take} - (select count(*) from ${firstRun})`));
    const pageIds = unionAll(
      pinnedOnPage,
      fromAnEnd(false),
      fromAnEnd(true),
      db.select({ id: firstRun.id }).from(firstRun),
      otherRunIds,
    );
    const { query, inScope, order } = pageRows(db.with(...withCtes, firstRun), shape, total);
    return query.where(and(inScope, sql`${cases.id} in (${atMostAPage(pageIds)})`)).orderBy(...order);
  },
);
