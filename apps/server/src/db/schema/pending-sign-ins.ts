import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

export const SIGN_IN_DOORS = ['staff', 'portal'] as const;
export const FIRST_FACTORS = ['PASSWORD', 'SSO'] as const;

/**
 * A sign-in whose first factor passed and whose second is still to come (or to be enrolled). The
 * browser holds its token in an HttpOnly cookie for a few minutes; it is spent by the session.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    door: text({ enum: SIGN_IN_DOORS }).notNull(),
    firstFactor: text({ enum: FIRST_FACTORS }).notNull(),
    /** A WebAuthn challenge issued for this sign-in, base64url; null until one is asked for. */
    webauthnChallenge: text(),
    failedAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
  },
  (table) => [
    uniqueIndex('pending_sign_ins_token_hash_key').on(table.tokenHash),
    check('pending_sign_ins_door_check', isOneOf(table.door, SIGN_IN_DOORS)),
    check('pending_sign_ins_first_factor_check', isOneOf(table.firstFactor, FIRST_FACTORS)),
    check('pending_sign_ins_failed_attempts_check', sql`${table.failedAttempts} >= 0`),
  ],
);
