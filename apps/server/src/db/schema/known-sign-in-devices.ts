import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * Browsers a user has signed in from (OWASP's device cookie): the cookie holds a random token,
 * this table its hash. A right password from a known device gets through a lockout that
 * strangers' guesses caused.
 */
export const knownSignInDevices = pgTable(
  'known_sign_in_devices',
  {
    tokenHash: text().primaryKey(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestampTz().notNull().defaultNow(),
  },
  (table) => [index('known_sign_in_devices_web_user_idx').on(table.webUserId)],
);
