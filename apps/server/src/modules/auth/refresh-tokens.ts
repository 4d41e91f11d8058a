import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  refreshTokenFamilies,
  refreshTokens,
  type PassedSecondFactor,
  type SignInMethod,
} from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import { sessionsEnding } from '../../platform/auth/sessions-ending';

export type SessionFamily = { familyId: string; absoluteExpiresAt: Date };

/** Starts one sign-in's family of refresh tokens, ending `ttlSeconds` from now whatever happens. */
export async function startSessionFamily(
  tx: Executor,
  options: {
    webUserId: number;
    impersonatorId: number | null;
    /** For an impersonation: the platform admin's own sign-in, which `back` returns to. */
    impersonatorFamilyId?: string;
    ttlSeconds: number;
    /** How it began and the second factor it passed (null: none), shown on signed-in devices. */
    signInMethod: SignInMethod;
    secondFactor: PassedSecondFactor | null;
    /** The browser it began in. */
    device: { ip: string; userAgent?: string | undefined };
  },
): Promise<SessionFamily> {
  const [family] = await tx
    .insert(refreshTokenFamilies)
    .values({
      webUserId: options.webUserId,
      impersonatorId: options.impersonatorId,
      impersonatorFamilyId: options.impersonatorFamilyId ?? null,
      absoluteExpiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
      signInMethod: options.signInMethod,
      secondFactor: options.secondFactor,
      ip: options.device.ip,
      userAgent: options.device.userAgent ?? null,
      lastUsedAt: sql`now()`,
    })
    .returning({
      familyId: refreshTokenFamilies.id,
      absoluteExpiresAt: refreshTokenFamilies.absoluteExpiresAt,
    });
  if (!family) throw new Error('The session could not be stored.');
  return family;
}

/** The second factor a sign-in passed, or null (none, or no such sign-in). */
export async function secondFactorOf(tx: Executor, familyId: string): Promise<PassedSecondFactor | null> {
  const [family] = await tx
    .select({ secondFactor: refreshTokenFamilies.secondFactor })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, familyId));
  return family?.secondFactor ?? null;
}

/** A new refresh token in `family`; only its hash is stored, the token itself goes to the cookie. */
export async function issueRefreshToken(
  tx: Executor,
  family: SessionFamily,
): Promise<{ id: number; token: string }> {
  const token = generateSecretToken();
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      familyId: family.familyId,
      tokenHash: hashSecretToken(token),
      expiresAt: family.absoluteExpiresAt,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('The refresh token could not be stored.');
  return { id: row.id, token };
}

/**
 * Spends every unspent token of a sign-in, so that a copy of one presented later counts as reuse.
 * Used when the browser's cookie moves to another sign-in (an impersonation) and the one it held
 * must not stay live beside the token the return will issue.
 */
export async function spendLiveTokens(tx: Executor, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.usedAt)));
}

/** The family a refresh token belongs to, whatever the token's state; undefined for an unknown token. */
export async function findFamilyOfToken(db: Executor, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)));
  return row?.familyId;
}

/** Ends one sign-in; answers whose it was, or undefined when it had already ended. */
export async function revokeFamily(
  tx: Executor,
  familyId: string,
  reason: string,
): Promise<
  { webUserId: number; impersonatorId: number | null; impersonatorFamilyId: string | null } | undefined
> {
  sessionsEnding();
  const [revoked] = await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)))
    .returning({
      webUserId: refreshTokenFamilies.webUserId,
      impersonatorId: refreshTokenFamilies.impersonatorId,
      impersonatorFamilyId: refreshTokenFamilies.impersonatorFamilyId,
    });
  return revoked;
}
