import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

/** How a sign-in began. */
export const SIGN_IN_METHODS = [
  'PASSWORD',
  'SSO',
  'PASSKEY',
  'INVITATION',
  'PASSWORD_RESET',
  'IMPERSONATION',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** A second factor a sign-in passed: one of ours, or the identity provider's own MFA. */
export const PASSED_SECOND_FACTORS = ['TOTP', 'RECOVERY_CODE', 'PASSKEY', 'PROVIDER'] as const;
export type PassedSecondFactor = (typeof PASSED_SECOND_FACTORS)[number];

/**
 * One sign-in's chain of rotated refresh tokens. Reusing a spent token revokes the family;
 * `impersonatorId` is the platform admin acting as `webUserId`, and `impersonatorFamilyId` the
 * admin's own sign-in that impersonation started from (and returns to).
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid().primaryKey().defaultRandom(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    impersonatorId: integer().references(() => webUsers.id, { onDelete: 'cascade' }),
    impersonatorFamilyId: uuid(),
    createdAt: createdAt(),
    absoluteExpiresAt: timestampTz().notNull(),
    revokedAt: timestampTz(),
    revokedReason: text(),
    /** How the sign-in began (SIGN_IN_METHODS), shown on the person's signed-in devices. */
    signInMethod: text({ enum: SIGN_IN_METHODS }),
    /** The second factor it passed (SECOND_FACTOR_KINDS, or PROVIDER when the identity provider did MFA); null for none. */
    secondFactor: text({ enum: PASSED_SECOND_FACTORS }),
    /** The browser's User-Agent and address when it began, and when it last refreshed. */
    userAgent: text(),
    ip: text(),
    lastUsedAt: timestampTz(),
  },
  (table) => [
    // Ending a user's sessions (logout everywhere, password change, deactivation).
    index('refresh_token_families_live_idx')
      .on(table.webUserId)
      .where(sql`${table.revokedAt} is null`),
    // Ending the impersonations a platform admin is running, with their sessions.
    index('refresh_token_families_impersonator_idx')
      .on(table.impersonatorId)
      .where(sql`${table.revokedAt} is null and ${table.impersonatorId} is not null`),
    check('refresh_token_families_sign_in_method_check', isOneOf(table.signInMethod, SIGN_IN_METHODS)),
    check('refresh_token_families_second_factor_check', isOneOf(table.secondFactor, PASSED_SECOND_FACTORS)),
    foreignKey({
      name: 'refresh_token_families_impersonator_family_fk',
      columns: [table.impersonatorFamilyId],
      foreignColumns: [table.id],
    }).onDelete('set null'),
    check(
      'refresh_token_families_impersonation_check',
      sql`${table.impersonatorFamilyId} is null or ${table.impersonatorId} is not null`,
    ),
  ],
);

/** A refresh token, stored only as its hash. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid()
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    replacedById: integer(),
  },
  (table) => [
    unique('refresh_tokens_token_hash_key').on(table.tokenHash),
    foreignKey({
      name: 'refresh_tokens_replaced_by_fk',
      columns: [table.replacedById],
      foreignColumns: [table.id],
    }).onDelete('set null'),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/**
 * RESET and INVITE set a password; EMAIL_CHANGE makes `new_email` the account's address, once a
 * link mailed to that address is opened (an address takes effect only when its owner proves it).
 */
export const PASSWORD_TOKEN_PURPOSES = ['RESET', 'INVITE', 'EMAIL_CHANGE'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** A one-time link to set a password: a reset, or the first one of an invited user. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: text({ enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    /** The address an EMAIL_CHANGE link confirms; null for the other purposes. */
    newEmail: text(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('password_reset_tokens_token_hash_key').on(table.tokenHash),
    check('password_reset_tokens_purpose_check', isOneOf(table.purpose, PASSWORD_TOKEN_PURPOSES)),
    index('password_reset_tokens_web_user_idx').on(table.webUserId),
  ],
);
