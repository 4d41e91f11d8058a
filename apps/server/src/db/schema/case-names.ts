import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/**
 * The client names (cases.search_name) each authority's live cases have, and how many cases have
 * each, kept exact by triggers on `cases` (migration 0011). The global search ranks names by
 * trigram similarity here, once per name, then finds their cases by index: many cases share a name.
 * Partitioned by a hash of the authority (migration 0025, by hand: drizzle does not describe
 * partitions), so a search reads its own authority's part of the trigram index only.
 */
export const caseNames = pgTable(
  'case_names',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    searchName: text().notNull(),
    cases: integer().notNull(),
  },
  (table) => [
    // Name first: no index lists every name of an authority, so the planner, which cannot know how
    // costly trigram similarity is, never prefers testing each of them to the trigram index.
    primaryKey({ columns: [table.searchName, table.authorityId] }),
    index('case_names_search_name_trgm_idx').using(
      'gin',
      table.authorityId,
      table.searchName.op('gin_trgm_ops'),
    ),
  ],
);
