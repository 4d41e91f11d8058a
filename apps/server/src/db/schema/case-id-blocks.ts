import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/** How many case ids one block spans: `block` is the id divided by this, rounded down. */
export const CASE_ID_BLOCK_WIDTH = 4096;

/**
 * How many live cases each authority has per block of case ids, kept exact by triggers on
 * `cases` (migration 0012) in the writing transaction. A page deep in an authority's whole list
 * by id starts in the block these counts place it in, so it skips at most a block's cases rather
 * than every case before it (a numbered page at 100,000 cases would otherwise skip 50,000).
 */
export const caseIdBlocks = pgTable(
  'case_id_blocks',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    block: integer().notNull(),
    cases: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.authorityId, table.block] })],
);
