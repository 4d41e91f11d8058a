import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/**
 * Each authority's live cases cut, per case-list sort, into blocks of consecutive cases in that
 * sort's order (about 2,000 each), with how many cases of each status every block holds; kept
 * exact by triggers on `cases` (migration 0023, docs/case-list-blocks.md). A deep page starts
 * reading in the block these counts place it in, so it skips at most a block's cases.
 *
 * A block is every case from its boundary up to the next block's, comparing (sort key, id) as
 * the sort's index does. The boundary is stored encoded so that one column order suits every
 * sort (`case_list_sort_keys` in the migration): text keys in `keyText`/`keyText2` (empty when
 * unused), numeric ones in `keyNumber` (0 when unused).
 */
export const caseListBlocks = pgTable(
  'case_list_blocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    /** The case-list sort column (CASE_LIST_SORT_COLUMNS) but Officer. */
    sort: text().notNull(),
    keyText: text().notNull(),
    keyText2: text().notNull(),
    keyNumber: bigint({ mode: 'number' }).notNull(),
    firstId: integer().notNull(),
  },
  (table) => [
    unique('case_list_blocks_boundary_key').on(
      table.authorityId,
      table.sort,
      table.keyText,
      table.keyText2,
      table.keyNumber,
      table.firstId,
    ),
  ],
);

/** How many live cases of each status a block of `case_list_blocks` holds. */
export const caseListBlockCounts = pgTable(
  'case_list_block_counts',
  {
    blockId: integer().notNull(),
    statusId: integer().notNull(),
    cases: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blockId, table.statusId] }),
    // A page adds up every block's counts (about 550 rows at the largest authority): read from the
    // index alone, INCLUDE (status_id, cases) (migration 0034; drizzle's index builder has no INCLUDE).
    index('case_list_block_counts_read_idx').on(table.blockId),
    foreignKey({
      name: 'case_list_block_counts_block_fk',
      columns: [table.blockId],
      foreignColumns: [caseListBlocks.id],
    }).onDelete('cascade'),
  ],
);
