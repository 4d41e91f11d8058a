import { eq, sql } from 'drizzle-orm';
import { webUsers } from '../../db/schema';
import type { RequestContext } from '../../platform/audit/request-context';
import { hashPassword } from '../../platform/auth/password-hashing';
import { findAccountById, assertPasswordPolicy, openSignIn, revokeAllSessions } from '../auth';
import type { AuthDeps, IssuedSession } from '../auth';
import { openInvitationOrFail } from './check-invitation';
import { invalidInvitation } from './invitation-errors';
import { acceptWaitingApplicantAccess } from './applicant-grants';
import { claimLink, retireOpenLinks } from './invitation-repository';

export type AcceptInvitationInput = { token: string; newPassword: string; context: RequestContext };

/**
 * Sets an invited person's first password from their link and signs them in, in one
 * transaction: the link works once, every other open link of theirs dies with it, an applicant's
 * cases waiting on the link go live, and the answer is a session as a sign-in would give.
 */
export async function acceptInvitation(deps: AuthDeps, input: AcceptInvitationInput): Promise<IssuedSession> {
  const { db } = deps;
  const invitation = await openInvitationOrFail(db, input.token);
  assertPasswordPolicy(input.newPassword, invitation.email);
  const passwordHash = await hashPassword(input.newPassword);

  const issued = await db.transaction(async (tx) => {
    if (!(await claimLink(tx, invitation.linkId))) return undefined;
    await retireOpenLinks(tx, invitation.webUserId);
    await tx
      .update(webUsers)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lockedUntil: null,
        lastLoginAt: sql`now()`,
        version: sql`${webUsers.version} + 1`,
      })
      .where(eq(webUsers.id, invitation.webUserId));
    await acceptWaitingApplicantAccess(tx, invitation.webUserId);
    await revokeAllSessions(tx, invitation.webUserId, 'invitation-accepted');
    const account = await findAccountById(tx, invitation.webUserId);
    if (!account) return undefined;
    return openSignIn(tx, deps, account, {
      action: 'auth.invitation-accepted',
      context: input.context,
      method: 'INVITATION',
    });
  });
  if (!issued) throw invalidInvitation();
  return issued;
}
