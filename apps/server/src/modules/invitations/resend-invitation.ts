import { INVITATION_MESSAGES } from '@casekeeper/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { authorities, webUsers } from '../../db/schema';
import { authorityFilterOf } from '../../platform/access/record-scope';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { conflict, notFound } from '../../platform/errors/app-error';
import { sendInvitation } from './send-invitation';
import type { UserAdminDeps } from './invitation-deps';
import { retireOpenLinks } from './invitation-repository';

export type ResendInvitationInput = ChangeInput<{
  id: number;
  /** Which kind of account the route manages: an authority's users, or platform admins. */
  kind: 'authority-user' | 'platform-admin';
}>;

/**
 * Mails an invited user a new link, retiring the ones sent before (a lost or expired mail is the
 * usual reason). Only for someone who has not yet chosen a password and is active; a user the
 * caller may not see is not found.
 */
export async function resendInvitation(deps: UserAdminDeps, input: ResendInvitationInput): Promise<string> {
  const scope = input.kind === 'authority-user' ? authorityFilterOf(input.caller) : null;
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: webUsers.id,
        email: webUsers.email,
        firstName: webUsers.firstName,
        userType: webUsers.userType,
        authorityId: webUsers.authorityId,
        isActive: webUsers.isActive,
        hasPassword: webUsers.passwordHash,
        authorityName: authorities.name,
      })
      .from(webUsers)
      .leftJoin(authorities, eq(authorities.id, webUsers.authorityId))
      .where(and(eq(webUsers.id, input.id), isNull(webUsers.deletedAt), isNull(authorities.deletedAt)))
      .for('update', { of: webUsers });
    const isKind = input.kind === 'platform-admin' ? user?.userType === 'ADMIN' : user?.userType !== 'ADMIN';
    if (!user || !isKind || (scope !== null && user.authorityId !== scope)) throw notFound('That user');
    if (user.hasPassword !== null) throw conflict(INVITATION_MESSAGES.alreadyAccepted);
    if (!user.isActive) throw conflict(INVITATION_MESSAGES.inactive);

    await retireOpenLinks(tx, user.id);
    await sendInvitation(tx, deps, user);
    await auditChange(tx, input, 'user.invitation-resent', user.id, {
      authorityId: user.authorityId,
    });
    return INVITATION_MESSAGES.resent(user.email);
  });
}
