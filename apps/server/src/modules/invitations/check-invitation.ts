import type { Invitation } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { accountRefusal, findAccountById } from '../auth';
import { invalidInvitation } from './invitation-errors';
import { findOpenInvitation, type OpenInvitation } from './invitation-repository';

/**
 * The open invitation behind a link, if it may still be used: not used, not expired, and for an
 * account that is active in an active authority. Any other link is the same 400, whatever the reason.
 */
export async function openInvitationOrFail(db: Executor, token: string): Promise<OpenInvitation> {
  const invitation = await findOpenInvitation(db, token);
  const account = invitation ? await findAccountById(db, invitation.webUserId) : undefined;
  if (!invitation || !account || accountRefusal(account)) throw invalidInvitation();
  return invitation;
}

/** Who an invitation link is for, so the page can greet them before asking for a password. */
export async function checkInvitation(db: Executor, token: string): Promise<Invitation> {
  const invitation = await openInvitationOrFail(db, token);
  return {
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    hasPassword: invitation.hasPassword,
    userType: invitation.userType,
    role: invitation.role,
    authorityName: invitation.authorityName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
