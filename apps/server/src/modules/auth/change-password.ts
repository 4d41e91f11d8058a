import { eq, sql } from 'drizzle-orm';
import { webUsers } from '../../db/schema';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { hashPassword } from '../../platform/auth/password-hashing';
import { AppError } from '../../platform/errors/app-error';
import { findAccountById } from './account-repository';
import { assertPasswordPolicy } from './assert-password-policy';
import { AUTH_MESSAGES } from './auth-messages';
import { issueRefreshToken, secondFactorOf, startSessionFamily } from './refresh-tokens';
import { revokeAllSessions } from './revoke-all-sessions';
import type { AuthDeps, IssuedSession } from './auth-deps';
import { signSessionUser } from './session-user';
import { verifyCurrentPassword } from './verify-current-password';

export type ChangePasswordInput = ChangeInput<{
  currentPassword: string;
  newPassword: string;
}>;

/**
 * Changes the caller's password after checking the current one. Every session of the user ends,
 * this one included; the answer is a fresh session so this device stays signed in.
 */
export async function changePassword(deps: AuthDeps, input: ChangePasswordInput): Promise<IssuedSession> {
  const { db } = deps;
  const { caller } = input;
  const account = await findAccountById(db, caller.webUserId);
  if (!account) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);

  await verifyCurrentPassword(db, account, input.currentPassword, {
    ...input.context,
    onBehalfOfId: caller.impersonatorId,
  });
  const same = input.newPassword === input.currentPassword ? [AUTH_MESSAGES.samePassword] : [];
  assertPasswordPolicy(input.newPassword, account.email, same);
  const passwordHash = await hashPassword(input.newPassword);

  return db.transaction(async (tx) => {
    await tx
      .update(webUsers)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, version: sql`${webUsers.version} + 1` })
      .where(eq(webUsers.id, account.id));
    // The sign-in goes on in a new family, as strong as the one it replaces.
    const secondFactor = await secondFactorOf(tx, caller.sessionFamilyId);
    const sessionsEnded = await revokeAllSessions(tx, account.id, 'password-change');
    const family = await startSessionFamily(tx, {
      webUserId: account.id,
      impersonatorId: caller.impersonatorId,
      ttlSeconds: deps.config.REFRESH_TOKEN_TTL,
      signInMethod: 'PASSWORD',
      secondFactor,
      device: input.context,
    });
    const refresh = await issueRefreshToken(tx, family);
    await auditChange(tx, input, 'auth.password-change', account.id, {
      after: { sessionsEnded, sessionId: family.familyId },
    });
    const session = await signSessionUser(deps.accessTokens, account, {
      familyId: family.familyId,
      impersonatorId: caller.impersonatorId,
    });
    return { session, refreshToken: refresh.token, refreshExpiresAt: family.absoluteExpiresAt };
  });
}
