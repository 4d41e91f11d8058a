import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identityProviderDomains, identityProviders } from '../../db/schema';

export type IdentityProviderRow = typeof identityProviders.$inferSelect & { allowedDomains: string[] };

const ownedBy = (authorityId: number | null) =>
  authorityId === null
    ? isNull(identityProviders.authorityId)
    : eq(identityProviders.authorityId, authorityId);

async function withDomains(
  db: Executor,
  row: typeof identityProviders.$inferSelect | undefined,
): Promise<IdentityProviderRow | undefined> {
  if (!row) return undefined;
  const domains = await db
    .select({ domain: identityProviderDomains.domain })
    .from(identityProviderDomains)
    .where(eq(identityProviderDomains.providerId, row.id))
    .orderBy(identityProviderDomains.domain);
  return { ...row, allowedDomains: domains.map(({ domain }) => domain) };
}

/** The provider of an authority, or the platform's own (null), unless removed. */
export async function findProviderOf(
  db: Executor,
  authorityId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<IdentityProviderRow | undefined> {
  const query = db
    .select()
    .from(identityProviders)
    .where(and(ownedBy(authorityId), isNull(identityProviders.deletedAt)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return withDomains(db, row);
}

/** The active provider that signs in people of an e-mail domain, if any. */
export async function findActiveProviderForDomain(
  db: Executor,
  domain: string,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select({ provider: identityProviders })
    .from(identityProviderDomains)
    .innerJoin(identityProviders, eq(identityProviders.id, identityProviderDomains.providerId))
    .where(
      and(
        eq(identityProviderDomains.domain, domain.toLowerCase()),
        eq(identityProviders.isActive, true),
        isNull(identityProviders.deletedAt),
      ),
    );
  return withDomains(db, row?.provider);
}

export async function findProviderById(db: Executor, id: number): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, id), isNull(identityProviders.deletedAt)));
  return withDomains(db, row);
}

/** Of `domains`, those another provider already signs in. */
export async function domainsOfOtherProviders(
  db: Executor,
  domains: string[],
  providerId: number | null,
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: identityProviderDomains.domain })
    .from(identityProviderDomains)
    .where(
      and(
        inArray(identityProviderDomains.domain, domains),
        providerId === null ? undefined : ne(identityProviderDomains.providerId, providerId),
      ),
    );
  return rows.map(({ domain }) => domain);
}

export type ProviderFields = Pick<
  typeof identityProviders.$inferInsert,
  'displayName' | 'issuerUrl' | 'clientId' | 'passwordSignIn' | 'enforcesMfa' | 'isActive'
> & { clientSecretSealed?: string };

export async function insertProvider(
  tx: Executor,
  authorityId: number | null,
  fields: ProviderFields & { clientSecretSealed: string },
  domains: string[],
): Promise<number> {
  const [row] = await tx
    .insert(identityProviders)
    .values({ authorityId, ...fields })
    .returning({ id: identityProviders.id });
  if (!row) throw new Error('The identity provider could not be stored.');
  await replaceDomains(tx, row.id, domains);
  return row.id;
}

/** Changes a provider if it is still at `version`; answers whether it was. */
export async function updateProvider(
  tx: Executor,
  id: number,
  version: number,
  fields: ProviderFields,
  domains: string[],
): Promise<boolean> {
  const updated = await tx
    .update(identityProviders)
    .set({ ...fields, version: sql`${identityProviders.version} + 1` })
    .where(and(eq(identityProviders.id, id), eq(identityProviders.version, version)))
    .returning({ id: identityProviders.id });
  if (updated.length === 0) return false;
  await replaceDomains(tx, id, domains);
  return true;
}

async function replaceDomains(tx: Executor, providerId: number, domains: string[]): Promise<void> {
  await tx.delete(identityProviderDomains).where(eq(identityProviderDomains.providerId, providerId));
  if (domains.length > 0) {
    await tx.insert(identityProviderDomains).values(domains.map((domain) => ({ domain, providerId })));
  }
}

/** Removes a provider: its domains are freed at once, the row kept for the audit trail. */
export async function removeProvider(tx: Executor, id: number): Promise<void> {
  await tx.delete(identityProviderDomains).where(eq(identityProviderDomains.providerId, id));
  await tx
    .update(identityProviders)
    .set({ deletedAt: sql`now()`, isActive: false, version: sql`${identityProviders.version} + 1` })
    .where(eq(identityProviders.id, id));
}
