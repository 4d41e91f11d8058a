import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refreshTokenFamilies, refreshTokens } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountById } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import { issueRefreshToken, revokeFamily } from './refresh-tokens';
import type { AuthDeps, IssuedSession } from './auth-deps';
import { signSessionUser } from './session-user';

/**
 * How long after a refresh token was used it may be used again without counting as theft: two
 * tabs of one browser refreshing at the same moment both present it, and the loser must not
 * sign the user out. A thief has to beat that window as well as steal an HttpOnly cookie.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type RefreshInput = { refreshToken: string | undefined; context: RequestContext };

type Claim = { familyId: string; spentTokenId: number | null } | { refused: string };

/**
 * Marks the presented token used, atomically: of two requests racing with one token, exactly
 * one claims it; the other waits on the row until the claim commits, so it sees the token spent
 * and replaced (and is let through if within the grace window).
 * A spent token presented later revokes its whole family.
 */
async function claimToken(tx: Transaction, token: string, context: RequestContext): Promise<Claim> {
  const tokenHash = hashSecretToken(token);
  const [claimed] = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id, familyId: refreshTokens.familyId });
  if (claimed) return { familyId: claimed.familyId, spentTokenId: claimed.id };

  const [spent] = await tx
    .select({
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      replacedById: refreshTokens.replacedById,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!spent?.usedAt) return { refused: AUTH_MESSAGES.sessionEnded };
  // Only a token a refresh rotated has a successor a racing tab may share. One spent without a
  // successor (the cookie moved to an impersonation, whose return started a new token) gets no
  // grace: its sign-in already holds another live chain.
  const rotated = spent.replacedById !== null;
  if (rotated && Date.now() - spent.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
    return { familyId: spent.familyId, spentTokenId: null };
  }

  const revoked = await revokeFamily(tx, spent.familyId, 'refresh-token-reuse');
  if (revoked) {
    const owner = await findAccountById(tx, revoked.webUserId);
    await recordAudit(tx, {
      action: 'auth.refresh-token-reuse',
      actorId: null,
      authorityId: owner?.authorityId ?? null,
      entityType: 'web_user',
      entityId: String(revoked.webUserId),
      after: { sessionId: spent.familyId, firstUsedAt: spent.usedAt.toISOString() },
      ip: context.ip,
      requestId: context.requestId,
    });
  }
  return { refused: AUTH_MESSAGES.sessionEnded };
}

/**
 * Trades the cookie's refresh token for a new one in the same family and a new access token.
 * Refused (401) for an unknown, reused, revoked or expired token, and for a user or authority
 * deactivated since, whose sign-in then ends.
 */
/**
 * A refreshed session. `refreshToken` is null inside the reuse grace window: the racing request
 * gets an access token only, since the browser's cookie jar already holds the successor, and a
 * replayed token must never start a second live chain in the family.
 */
export type RefreshedSession = Omit<IssuedSession, 'refreshToken'> & { refreshToken: string | null };

export async function refreshSession(deps: AuthDeps, input: RefreshInput): Promise<RefreshedSession> {
  const { refreshToken } = input;
  if (!refreshToken) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);

  const outcome = await deps.db.transaction(async (tx): Promise<RefreshedSession | { refused: string }> => {
    const claim = await claimToken(tx, refreshToken, input.context);
    if ('refused' in claim) return claim;

    const [family] = await tx
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, claim.familyId));
    if (!family || family.revokedAt !== null || family.absoluteExpiresAt.getTime() <= Date.now()) {
      return { refused: AUTH_MESSAGES.sessionEnded };
    }
    const account = await findAccountById(tx, family.webUserId);
    const refusal = account ? accountRefusal(account) : AUTH_MESSAGES.accountInactive;
    if (!account || refusal) {
      await revokeFamily(tx, family.id, 'account-inactive');
      await recordAudit(tx, {
        action: 'auth.session-ended-inactive',
        actorId: null,
        authorityId: account?.authorityId ?? null,
        entityType: 'web_user',
        entityId: String(family.webUserId),
        after: { sessionId: family.id },
        ip: input.context.ip,
        requestId: input.context.requestId,
      });
      return { refused: refusal ?? AUTH_MESSAGES.accountInactive };
    }

    const session = await signSessionUser(deps.accessTokens, account, {
      familyId: family.id,
      impersonatorId: family.impersonatorId,
    });
    // Shown as "last used" on the person's signed-in devices.
    await tx
      .update(refreshTokenFamilies)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(refreshTokenFamilies.id, family.id));
    if (claim.spentTokenId === null) {
      return { session, refreshToken: null, refreshExpiresAt: family.absoluteExpiresAt };
    }
    const next = await issueRefreshToken(tx, {
      familyId: family.id,
      absoluteExpiresAt: family.absoluteExpiresAt,
    });
    await tx
      .update(refreshTokens)
      .set({ replacedById: next.id })
      .where(eq(refreshTokens.id, claim.spentTokenId));
    return { session, refreshToken: next.token, refreshExpiresAt: family.absoluteExpiresAt };
  });

  if ('refused' in outcome) throw new AppError('UNAUTHENTICATED', outcome.refused);
  return outcome;
}
