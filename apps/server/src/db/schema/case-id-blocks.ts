import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/** How many case ids one block spans: `block` is the id divided by this, rounded down. */
export const CASE_ID_BLOCK_WIDTH = 4096;

/**
 * How many live cases each authority has per block of case ids, kept exact by triggers on
 * `cases` (migration 0012) in the writing transaction. The case list no longer reads it: since
 * migration 0023 `case_list_blocks` places a deep page in every sort, the id order included, with
 * or without a status filter. Still kept by its triggers until a migration drops it.
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
