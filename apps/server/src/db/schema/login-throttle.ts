import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Failed sign-ins per e-mail address and source, so that one source's guesses lock out that
 * source only. A source is an IP address or a known device (see knownSignInDevices), kept as a
 * hash. `inFlight` counts password checks under way: an attempt is reserved here before the
 * password is checked, so concurrent guesses cannot all slip in before the lock is written.
 * Addresses with and without an account are counted alike, so a lock never tells them apart.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** lower(e-mail) */
    accountKey: text().notNull(),
    /** `ip:` or `device:` and a SHA-256 hash */
    sourceKey: text().notNull(),
    failedCount: integer().notNull().default(0),
    inFlight: integer().notNull().default(0),
    lockedUntil: timestampTz(),
    lastAttemptAt: timestampTz().notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'login_throttle_pkey', columns: [table.accountKey, table.sourceKey] }),
    // Pruning rows nobody has tried for a while.
    index('login_throttle_last_attempt_idx').on(table.lastAttemptAt),
    check('login_throttle_counts_check', sql`${table.failedCount} >= 0 and ${table.inFlight} >= 0`),
  ],
);
