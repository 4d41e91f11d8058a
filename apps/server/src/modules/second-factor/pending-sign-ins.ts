import { PENDING_SIGN_IN_ATTEMPTS, PENDING_SIGN_IN_MINUTES } from '@casekeeper/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pendingSignIns } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import type { FirstFactorStep } from '../auth';

export type PendingSignIn = Pick<
  typeof pendingSignIns.$inferSelect,
  'id' | 'webUserId' | 'door' | 'firstFactor'
>;

/** Not spent, not expired, and with wrong codes left. */
const isOpen = () =>
  and(
    isNull(pendingSignIns.usedAt),
    gt(pendingSignIns.expiresAt, sql`now()`),
    lt(pendingSignIns.failedAttempts, PENDING_SIGN_IN_ATTEMPTS),
  );

/** A sign-in whose first factor passed, waiting for its second; answers the token for its cookie. */
export async function openPendingSignIn(
  tx: Executor,
  webUserId: number,
  step: Pick<FirstFactorStep, 'door' | 'firstFactor'>,
): Promise<string> {
  const token = generateSecretToken();
  await tx.insert(pendingSignIns).values({
    tokenHash: hashSecretToken(token),
    webUserId,
    door: step.door,
    firstFactor: step.firstFactor,
    expiresAt: sql`now() + make_interval(mins => ${PENDING_SIGN_IN_MINUTES})`,
  });
  return token;
}

/** The open pending sign-in the cookie's token names, if any. */
export async function findPendingSignIn(
  db: Executor,
  token: string | undefined,
): Promise<PendingSignIn | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      id: pendingSignIns.id,
      webUserId: pendingSignIns.webUserId,
      door: pendingSignIns.door,
      firstFactor: pendingSignIns.firstFactor,
    })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashSecretToken(token)), isOpen()));
  return row;
}

/**
 * Takes one of the pending sign-in's tries before a code is checked, atomically, so that codes
 * sent at once cannot outrun the limit; a right code then spends the sign-in anyway. Answers the
 * tries taken so far, or null when none was left (or it expired or was spent).
 */
export async function takeAttempt(db: Executor, id: string): Promise<number | null> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(and(eq(pendingSignIns.id, id), isOpen()))
    .returning({ attempts: pendingSignIns.failedAttempts });
  return row?.attempts ?? null;
}

/** Spends it, once: false when it was spent (or expired) meanwhile. */
export async function spendPendingSignIn(tx: Executor, id: string): Promise<boolean> {
  const spent = await tx
    .update(pendingSignIns)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(pendingSignIns.id, id), isNull(pendingSignIns.usedAt), gt(pendingSignIns.expiresAt, sql`now()`)),
    )
    .returning({ id: pendingSignIns.id });
  return spent.length > 0;
}
