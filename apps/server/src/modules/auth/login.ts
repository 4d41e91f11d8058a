import { eq, sql } from 'drizzle-orm';
import { webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { verifyPasswordInConstantTime } from '../../platform/auth/password-hashing';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountByEmail, type Account } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import {
  lockedError,
  recordFailedPassword,
  recordFailedUnknownEmail,
  secondsLocked,
  secondsLockedForUnknownEmail,
} from './login-throttle';
import { issueRefreshToken, startSessionFamily } from './refresh-tokens';
import type { AuthDeps, IssuedSession } from './auth-deps';
import { signSessionUser } from './session-user';

export type LoginInput = { email: string; password: string; context: RequestContext };

function failure(account: Account | undefined, input: LoginInput, reason: string) {
  return {
    action: 'auth.login-failed',
    actorId: null,
    authorityId: account?.authorityId ?? null,
    entityType: 'web_user',
    entityId: account ? String(account.id) : null,
    after: { email: input.email, reason },
    ip: input.context.ip,
    requestId: input.context.requestId,
  };
}

/**
 * Signs a user in. An unknown e-mail and a wrong password get the same 401 after the same
 * password-hashing work; a locked account gets 429 without its password being checked; a right
 * password on a deactivated account (or authority) gets a 403 that says so.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<IssuedSession> {
  const { db } = deps;
  const account = await findAccountByEmail(db, input.email);

  // An address without an account locks on the same schedule, so a lockout reveals nothing.
  const lockSeconds = account ? secondsLocked(account) : await secondsLockedForUnknownEmail(db, input.email);
  if (lockSeconds > 0) {
    await recordAudit(db, failure(account, input, 'locked'));
    throw lockedError(lockSeconds);
  }

  const passwordMatches = await verifyPasswordInConstantTime(account?.passwordHash, input.password);
  if (!account || !passwordMatches) {
    await db.transaction(async (tx) => {
      if (account) await recordFailedPassword(tx, account, input.context);
      else await recordFailedUnknownEmail(tx, input.email);
      await recordAudit(tx, failure(account, input, account ? 'wrong-password' : 'unknown-email'));
    });
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }

  const refusal = accountRefusal(account);
  if (refusal) {
    await recordAudit(db, failure(account, input, 'inactive'));
    throw new AppError('FORBIDDEN', refusal);
  }

  return db.transaction(async (tx) => {
    await tx
      .update(webUsers)
      .set({
        failedLoginCount: 0,
        lockedUntil: null,
        lastLoginAt: sql`now()`,
        updatedAt: sql`${webUsers.updatedAt}`,
      })
      .where(eq(webUsers.id, account.id));
    const family = await startSessionFamily(tx, {
      webUserId: account.id,
      impersonatorId: null,
      ttlSeconds: deps.config.REFRESH_TOKEN_TTL,
    });
    const refresh = await issueRefreshToken(tx, family);
    await recordAudit(tx, {
      action: 'auth.login',
      actorId: account.id,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      after: { sessionId: family.familyId },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
    const session = await signSessionUser(deps.accessTokens, account, {
      familyId: family.familyId,
      impersonatorId: null,
    });
    return { session, refreshToken: refresh.token, refreshExpiresAt: family.absoluteExpiresAt };
  });
}
