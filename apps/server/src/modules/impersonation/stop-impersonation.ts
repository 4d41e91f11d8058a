import { IMPERSONATION_MESSAGES } from '@casekeeper/contract';
import { recordAudit } from '../../platform/audit/record-audit';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { AppError, forbidden } from '../../platform/errors/app-error';
import {
  accountRefusal,
  AUTH_MESSAGES,
  findAccountById,
  issueRefreshToken,
  revokeFamily,
  signSessionUser,
} from '../auth';
import type { AuthDeps, IssuedSession } from '../auth';
import { findLiveFamily } from './impersonation-repository';

export type StopImpersonationInput = ChangeInput<object>;

/**
 * The impersonation had already ended when this call reached it: another `back` racing this one
 * won, and its answer set the cookie the browser now holds, which this answer must leave alone.
 */
export class ImpersonationEndedElsewhere extends AppError {
  constructor() {
    super('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
  }
}

/**
 * Ends the impersonation the caller is in and returns the platform admin to their own sign-in:
 * a new refresh token in the admin's own family, and a new access token. If that sign-in has
 * ended meanwhile (signed out elsewhere, expired, deactivated) the impersonation still ends and
 * the answer is a 401: the admin signs in again. Only the call that actually ends the
 * impersonation writes `impersonation.end` and issues a token: of calls racing, the others are
 * refused and leave no row.
 */
export async function stopImpersonation(
  deps: AuthDeps,
  input: StopImpersonationInput,
): Promise<IssuedSession> {
  const { caller } = input;
  const adminId = caller.impersonatorId;
  if (adminId === null) throw forbidden();

  const outcome = await deps.db.transaction(async (tx): Promise<IssuedSession | { refused: string }> => {
    const current = await findLiveFamily(tx, caller.sessionFamilyId);
    const ended = await revokeFamily(tx, caller.sessionFamilyId, 'impersonation-end');
    if (!ended) throw new ImpersonationEndedElsewhere();
    await recordAudit(tx, {
      action: 'impersonation.end',
      actorId: adminId,
      onBehalfOfId: null,
      authorityId: caller.authorityId,
      entityType: 'web_user',
      entityId: String(caller.webUserId),
      after: { sessionId: caller.sessionFamilyId, adminSessionId: current?.impersonatorFamilyId ?? null },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });

    const own = current?.impersonatorFamilyId
      ? await findLiveFamily(tx, current.impersonatorFamilyId)
      : undefined;
    const admin = await findAccountById(tx, adminId);
    if (!own || !admin || accountRefusal(admin)) return { refused: IMPERSONATION_MESSAGES.adminSessionEnded };

    const refresh = await issueRefreshToken(tx, {
      familyId: own.id,
      absoluteExpiresAt: own.absoluteExpiresAt,
    });
    const session = await signSessionUser(deps.accessTokens, admin, {
      familyId: own.id,
      impersonatorId: null,
    });
    return { session, refreshToken: refresh.token, refreshExpiresAt: own.absoluteExpiresAt };
  });

  if ('refused' in outcome) throw new AppError('UNAUTHENTICATED', outcome.refused);
  return outcome;
}
