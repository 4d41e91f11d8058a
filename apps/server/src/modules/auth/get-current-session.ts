import type { SessionUser } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { AppError } from '../../platform/errors/app-error';
import { findSessionFields } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import { toSessionUser } from './session-user';

/** The caller's session fields read afresh (name, theme), around the access token they presented. */
export async function getCurrentSession(db: Database, caller: Caller): Promise<SessionUser> {
  const account = await findSessionFields(db, caller.webUserId);
  if (!account) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
  return toSessionUser(account, {
    accessToken: caller.accessToken,
    expiresIn: caller.accessTokenExpiresAt - Date.now() / 1000,
    impersonating: caller.impersonatorId !== null,
  });
}
