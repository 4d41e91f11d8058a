import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { totpAuthenticators } from '../../db/schema';

const columns = {
  id: totpAuthenticators.id,
  secretSealed: totpAuthenticators.secretSealed,
  confirmedAt: totpAuthenticators.confirmedAt,
};
export type TotpAuthenticator = { id: number; secretSealed: string; confirmedAt: Date | null };

/** The person's authenticator app, confirmed or still being set up (at most one of each). */
async function findTotp(db: Executor, webUserId: number, confirmed: boolean) {
  const [row] = await db
    .select(columns)
    .from(totpAuthenticators)
    .where(
      and(
        eq(totpAuthenticators.webUserId, webUserId),
        confirmed ? isNotNull(totpAuthenticators.confirmedAt) : isNull(totpAuthenticators.confirmedAt),
      ),
    );
  return row;
}

/** The person's authenticator app once confirmed (at most one). */
export function findConfirmedTotp(db: Executor, webUserId: number): Promise<TotpAuthenticator | undefined> {
  return findTotp(db, webUserId, true);
}

/** The app being set up, not yet confirmed by its first code (at most one). */
export function findPendingTotp(db: Executor, webUserId: number): Promise<TotpAuthenticator | undefined> {
  return findTotp(db, webUserId, false);
}

/** A new secret to set up replaces one set up earlier and never confirmed. */
export async function replacePendingTotp(
  tx: Executor,
  webUserId: number,
  secretSealed: string,
): Promise<void> {
  await tx
    .delete(totpAuthenticators)
    .where(and(eq(totpAuthenticators.webUserId, webUserId), isNull(totpAuthenticators.confirmedAt)));
  await tx.insert(totpAuthenticators).values({ webUserId, secretSealed });
}

/**
 * Confirms the app being set up with the step of its first code, which then cannot sign in: false
 * when it was confirmed (or replaced) meanwhile.
 */
export async function confirmPendingTotp(tx: Executor, id: number, step: number): Promise<boolean> {
  const confirmed = await tx
    .update(totpAuthenticators)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step })
    .where(and(eq(totpAuthenticators.id, id), isNull(totpAuthenticators.confirmedAt)))
    .returning({ id: totpAuthenticators.id });
  return confirmed.length > 0;
}

/**
 * Takes a code's time step as used, atomically: false when that step or a later one was used
 * already (a replay, or a code older than the last one accepted).
 */
export async function claimTotpStep(tx: Executor, id: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(totpAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpAuthenticators.id, id),
        or(isNull(totpAuthenticators.lastUsedStep), lt(totpAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ id: totpAuthenticators.id });
  return claimed.length > 0;
}

/** The person's apps, confirmed and pending; answers whether a confirmed one went. */
export async function removeTotp(tx: Executor, webUserId: number): Promise<boolean> {
  const removed = await tx
    .delete(totpAuthenticators)
    .where(eq(totpAuthenticators.webUserId, webUserId))
    .returning({ confirmedAt: totpAuthenticators.confirmedAt });
  return removed.some((row) => row.confirmedAt !== null);
}
