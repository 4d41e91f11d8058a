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
    // Written straight into the index, as case_post_codes' is: a new name's entry waiting in the
    // pending list is read by every search of its authority's part until a vacuum merges it (1,600
    // waiting made a name search about twice as slow, migration 0031).
    index('case_names_search_name_trgm_idx')
      .using('gin', table.authorityId, table.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
