import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
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
