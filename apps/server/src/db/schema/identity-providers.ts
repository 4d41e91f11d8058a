import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorities } from './authorities';
import { createdAt, recordLifecycle, timestampTz } from './columns';

/**
 * An authority's OpenID Connect identity provider (its Entra ID tenant, say), or the platform's own
 * for platform admins (`authorityId` null). The client secret is sealed with the server's key and
 * never sent back.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: integer().references(() => authorities.id, { onDelete: 'cascade' }),
    /** Shown on the button: "Sign in with {displayName}". */
    displayName: text().notNull(),
    issuerUrl: text().notNull(),
    clientId: text().notNull(),
    clientSecretSealed: text().notNull(),
    /** Whether the authority's people may still sign in with a password. */
    passwordSignIn: boolean().notNull().default(true),
    /** Whether the provider enforces MFA itself, so its sign-ins need none of ours. */
    enforcesMfa: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    ...recordLifecycle(),
  },
  (table) => [
    // One provider per authority, and one for the platform.
    uniqueIndex('identity_providers_authority_key')
      .on(sql`coalesce(${table.authorityId}, 0)`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The e-mail domains whose people sign in with a provider: a domain belongs to one provider. */
export const identityProviderDomains = pgTable('identity_provider_domains', {
  /** Lower case, without the @. */
  domain: text().primaryKey(),
  providerId: integer()
    .notNull()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
});

/**
 * A single sign-on under way: what the callback needs (PKCE verifier, nonce) keyed by the hash of
 * its `state`, and bound to the browser that started it by the hash of a cookie it was given.
 */
export const singleSignOnStates = pgTable('single_sign_on_states', {
  stateHash: text().primaryKey(),
  providerId: integer()
    .notNull()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
  browserBindingHash: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  createdAt: createdAt(),
  expiresAt: timestampTz().notNull(),
  usedAt: timestampTz(),
});
