import { IMPERSONATION_MAX_MINUTES, IMPERSONATION_MESSAGES } from '@casekeeper/contract';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors/app-error';
import {
  findAccountById,
  AUTH_MESSAGES,
  issueRefreshToken,
  spendLiveTokens,
  startSessionFamily,
  signSessionUser,
} from '../auth';
import type { AuthDeps, IssuedSession } from '../auth';
import { findLiveFamily } from './impersonation-repository';

export type StartImpersonationInput = ChangeInput<{ targetId: number }>;

/**
 * Signs a platform admin in as another user: a new sign-in of the target that records the admin
 * and the admin's own sign-in, ending after IMPERSONATION_MAX_MINUTES (or with the admin's own
 * sign-in, if sooner) however often it is refreshed. Never of a platform admin, nor of a
 * deactivated user or a user of a deactivated authority; a deleted user is not found. The admin's
 * own sign-in must have passed a second factor.
 */
export async function startImpersonation(
  deps: AuthDeps,
  input: StartImpersonationInput,
): Promise<IssuedSession & { targetName: string }> {
  const { caller } = input;
  return deps.db.transaction(async (tx) => {
    const target = await findAccountById(tx, input.targetId);
    if (!target || target.deletedAt !== null || target.authorityDeletedAt !== null)
      throw notFound('That user');
    if (target.userType === 'ADMIN') throw forbidden(IMPERSONATION_MESSAGES.notAdmin);
    if (target.userType === 'APPLICANT') throw forbidden(IMPERSONATION_MESSAGES.notApplicant);
    if (!target.isActive) throw conflict(IMPERSONATION_MESSAGES.inactiveUser);
    if (target.authorityIsActive !== true) throw conflict(IMPERSONATION_MESSAGES.inactiveAuthority);

    const own = await findLiveFamily(tx, caller.sessionFamilyId);
    if (!own) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
    // Another person's account is opened only by an admin who proved more than a password.
    if (own.secondFactor === null) throw forbidden(IMPERSONATION_MESSAGES.secondFactorNeeded);
    const secondsLeft = Math.floor((own.absoluteExpiresAt.getTime() - Date.now()) / 1000);
    const family = await startSessionFamily(tx, {
      webUserId: target.id,
      impersonatorId: caller.webUserId,
      impersonatorFamilyId: own.id,
      ttlSeconds: Math.min(IMPERSONATION_MAX_MINUTES * 60, secondsLeft),
      signInMethod: 'IMPERSONATION',
      secondFactor: own.secondFactor,
      device: input.context,
    });
    const refresh = await issueRefreshToken(tx, family);
    // The admin's cookie now holds the impersonation; the return issues the admin's next token, so
    // the one the cookie held before is spent here: one sign-in, one live chain.
    await spendLiveTokens(tx, own.id);
    await auditChange(tx, input, 'impersonation.start', target.id, {
      authorityId: target.authorityId,
      after: {
        sessionId: family.familyId,
        adminSessionId: own.id,
        expiresAt: family.absoluteExpiresAt.toISOString(),
      },
    });
    const session = await signSessionUser(deps.accessTokens, target, {
      familyId: family.familyId,
      impersonatorId: caller.webUserId,
    });
    return {
      session,
      refreshToken: refresh.token,
      refreshExpiresAt: family.absoluteExpiresAt,
      targetName: `${target.firstName} (${target.email})`,
    };
  });
}
