import type { Executor } from '../../db/client';
import type { PassedSecondFactor, SignInMethod } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { Account } from './account-repository';
import type { AuthDeps, IssuedSession } from './auth-deps';
import { issueRefreshToken, startSessionFamily } from './refresh-tokens';
import { signSessionUser } from './session-user';

/** Applicants sign in from shared and public devices more often than staff: their sign-ins end sooner. */
export const APPLICANT_SESSION_TTL_SECONDS = 2 * 60 * 60;

/**
 * A new sign-in of `account`, inside the caller's transaction: its family of refresh tokens, the
 * first token, the audit row saying how it began, and the session fields to answer.
 */
export async function openSignIn(
  tx: Executor,
  deps: Pick<AuthDeps, 'accessTokens' | 'config'>,
  account: Account,
  audit: {
    action: string;
    context: RequestContext;
    method: SignInMethod;
    /** The second factor the sign-in passed; none when absent. */
    secondFactor?: PassedSecondFactor | null;
  },
): Promise<IssuedSession> {
  const family = await startSessionFamily(tx, {
    webUserId: account.id,
    impersonatorId: null,
    ttlSeconds:
      account.userType === 'APPLICANT'
        ? Math.min(deps.config.REFRESH_TOKEN_TTL, APPLICANT_SESSION_TTL_SECONDS)
        : deps.config.REFRESH_TOKEN_TTL,
    signInMethod: audit.method,
    secondFactor: audit.secondFactor ?? null,
    device: audit.context,
  });
  const refresh = await issueRefreshToken(tx, family);
  await recordAudit(tx, {
    action: audit.action,
    actorId: account.id,
    authorityId: account.authorityId,
    entityType: 'web_user',
    entityId: String(account.id),
    after: { sessionId: family.familyId, method: audit.method, secondFactor: audit.secondFactor ?? null },
    ip: audit.context.ip,
    requestId: audit.context.requestId,
  });
  const session = await signSessionUser(deps.accessTokens, account, {
    familyId: family.familyId,
    impersonatorId: null,
  });
  return { session, refreshToken: refresh.token, refreshExpiresAt: family.absoluteExpiresAt };
}
