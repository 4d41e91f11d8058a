import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';

/**
 * The post codes (cases.post_code_compact: upper case, no spaces) each authority's live cases
 * have, and how many cases have each, kept exact by triggers on `cases` (migration 0026). The
 * global search finds the post codes containing a term here, then their cases by index
 * (cases_search_post_code_idx): the post codes' trigram index on `cases` held every authority's.
 * Partitioned by a hash of the authority, by hand (migration 0026: drizzle does not describe
 * partitions), so a search reads its own authority's part of the trigram index only.
 */
export const casePostCodes = pgTable(
  'case_post_codes',
  {
    authorityId: integer()
      .notNull()
      .references(() => authorities.id),
    postCodeCompact: text().notNull(),
    cases: integer().notNull(),
  },
  (table) => [
    // Post code first, as case_names' key is name first: no index lists every post code of an
    // authority, so the planner never prefers testing each of them to the trigram index.
    primaryKey({ columns: [table.postCodeCompact, table.authorityId] }),
    // Written straight into the index (not its pending list, which every search reads in full
    // until a vacuum merges it): nearly every new case brings a new post code.
    index('case_post_codes_post_code_compact_trgm_idx')
      .using('gin', table.authorityId, table.postCodeCompact.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
