import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestampTz } from './columns';

/**
 * The request counters of the per-address rate limits (sign-in, password links, post code
 * lookups), one row per limit and caller key while its window lasts. They live here rather than
 * in each server process so that several processes behind one address share one limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limit's name, then the caller's key (an address, or an address and an e-mail). */
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestampTz().notNull(),
  },
  (table) => [
    // The retention sweep deletes windows that have ended.
    index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt),
    check('rate_limit_counters_hits_check', sql`${table.hits} > 0`),
  ],
);
