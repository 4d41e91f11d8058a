import type { PasskeySummary } from '@casekeeper/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';

export type Passkey = typeof passkeys.$inferSelect;

/** The person's passkeys, oldest first, as their profile lists them. */
export async function passkeySummaries(db: Executor, webUserId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.webUserId, webUserId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((key) => ({
    id: key.id,
    name: key.name,
    addedAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  }));
}

/** The person's passkeys with what checking an answer needs. */
export function findPasskeysOf(db: Executor, webUserId: number): Promise<Passkey[]> {
  return db.select().from(passkeys).where(eq(passkeys.webUserId, webUserId)).orderBy(asc(passkeys.id));
}

export async function countPasskeysOf(db: Executor, webUserId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(passkeys).where(eq(passkeys.webUserId, webUserId));
  return row?.count ?? 0;
}

/** The passkey of a credential id, whoever's it is. */
export async function findPasskeyByCredentialId(
  db: Executor,
  credentialId: string,
): Promise<Passkey | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Adds a passkey; false when its credential is added already (to anyone). */
export async function insertPasskey(
  tx: Executor,
  passkey: Pick<Passkey, 'webUserId' | 'credentialId' | 'publicKey' | 'signCount' | 'transports' | 'name'>,
): Promise<boolean> {
  const added = await tx
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning({ id: passkeys.id });
  return added.length > 0;
}

/** Removes one of the person's passkeys: its name, or undefined when it is not theirs. */
export async function deletePasskey(
  tx: Executor,
  webUserId: number,
  id: number,
): Promise<string | undefined> {
  const [row] = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.webUserId, webUserId)))
    .returning({ name: passkeys.name });
  return row?.name;
}

/** Renames one of the person's passkeys: its name before, or undefined when it is not theirs. */
export async function renamePasskeyRow(
  tx: Executor,
  webUserId: number,
  id: number,
  name: string,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.webUserId, webUserId)))
    .for('update');
  if (!before) return undefined;
  await tx.update(passkeys).set({ name }).where(eq(passkeys.id, id));
  return before.name;
}

/**
 * Notes a passkey's use and its new signature counter, once: false when another answer moved the
 * counter meanwhile (the same answer sent twice, at once).
 */
export async function recordPasskeyUse(
  tx: Executor,
  passkey: Pick<Passkey, 'id' | 'signCount'>,
  newCount: number,
): Promise<boolean> {
  const used = await tx
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.signCount, passkey.signCount)))
    .returning({ id: passkeys.id });
  return used.length > 0;
}
