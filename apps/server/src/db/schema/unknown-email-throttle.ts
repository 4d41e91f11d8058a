import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Failed sign-ins for e-mail addresses that have no account, counted and locked on the same
 * schedule as real accounts so that a lockout never tells whether an address is registered.
 */
export const unknownEmailThrottle = pgTable('unknown_email_throttle', {
  /** lower(e-mail) */
  emailKey: text().primaryKey(),
  failedCount: integer().notNull().default(0),
  lockedUntil: timestampTz(),
  lastFailedAt: timestampTz().notNull().defaultNow(),
});
