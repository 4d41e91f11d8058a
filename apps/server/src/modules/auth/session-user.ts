import { REFRESH_TOKEN_IN_COOKIE, type SessionUser } from '@casekeeper/contract';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { Account } from './account-repository';

type SessionAccount = Pick<Account, 'id' | 'userType' | 'role' | 'authorityId' | 'firstName' | 'themeMode'>;

/** The session fields the web client keeps (docs/sessions.md) for `account`, around a given access token. */
export function toSessionUser(
  account: SessionAccount,
  token: { accessToken: string; expiresIn: number; impersonating: boolean },
): SessionUser {
  return {
    access_token: token.accessToken,
    refresh_token: REFRESH_TOKEN_IN_COOKIE,
    user_type: account.userType,
    role: account.role,
    first_name: account.firstName,
    webUserId: account.id,
    auth_id: account.authorityId,
    themeMode: account.themeMode,
    impersonating: token.impersonating,
    expires_in: Math.max(0, Math.floor(token.expiresIn)),
  };
}

/** Signs a fresh access token for `account` in the given sign-in and answers its session fields. */
export async function signSessionUser(
  accessTokens: AccessTokens,
  account: SessionAccount,
  session: { familyId: string; impersonatorId: number | null },
): Promise<SessionUser> {
  const accessToken = await accessTokens.sign({
    webUserId: account.id,
    userType: account.userType,
    role: account.role,
    authorityId: account.authorityId,
    sessionFamilyId: session.familyId,
    impersonatorId: session.impersonatorId,
  });
  return toSessionUser(account, {
    accessToken,
    expiresIn: accessTokens.ttlSeconds,
    impersonating: session.impersonatorId !== null,
  });
}
