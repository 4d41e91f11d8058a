import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestampTz } from './columns';
import { webUsers } from './web-users';

/**
 * A person's authenticator app (TOTP, RFC 6238). The secret is sealed with the server's key. A row
 * is pending until its first code confirms it; a person has at most one confirmed and one pending.
 */
export const totpAuthenticators = pgTable(
  'totp_authenticators',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    secretSealed: text().notNull(),
    confirmedAt: timestampTz(),
    /** The last time step a code was accepted for: a code of it or an earlier one is a replay. */
    lastUsedStep: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('totp_authenticators_confirmed_key')
      .on(table.webUserId)
      .where(sql`${table.confirmedAt} is not null`),
    uniqueIndex('totp_authenticators_pending_key')
      .on(table.webUserId)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

/** Single-use recovery codes, stored hashed; a new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestampTz(),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_web_user_idx').on(table.webUserId)],
);

/** A passkey or security key (WebAuthn credential) registered to a person. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webUserId: integer()
      .notNull()
      .references(() => webUsers.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    signCount: bigint({ mode: 'number' }).notNull().default(0),
    transports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The person's own name for it ("Work laptop"). */
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestampTz(),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_key').on(table.credentialId),
    index('passkeys_web_user_idx').on(table.webUserId),
  ],
);

export const WEBAUTHN_CEREMONIES = ['REGISTRATION', 'SIGN_IN'] as const;

/**
 * A WebAuthn challenge outside a pending sign-in, single use and short-lived: one issued to a
 * signed-in person adding a passkey (`REGISTRATION`, theirs by `webUserId`), or to a browser about
 * to sign in with a passkey alone (`SIGN_IN`, whose HttpOnly cookie holds the token of `tokenHash`).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    ceremony: text({ enum: WEBAUTHN_CEREMONIES }).notNull(),
    webUserId: integer().references(() => webUsers.id, { onDelete: 'cascade' }),
    tokenHash: text(),
    /** The challenge, base64url. */
    challenge: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
  },
  (table) => [
    uniqueIndex('webauthn_challenges_token_hash_key').on(table.tokenHash),
    index('webauthn_challenges_web_user_idx').on(table.webUserId),
    check('webauthn_challenges_ceremony_check', isOneOf(table.ceremony, WEBAUTHN_CEREMONIES)),
    check(
      'webauthn_challenges_owner_check',
      sql`(${table.ceremony} = 'REGISTRATION' and ${table.webUserId} is not null) or (${table.ceremony} = 'SIGN_IN' and ${table.tokenHash} is not null)`,
    ),
  ],
);
