import type { Invitation } from '@casekeeper/contract';

const ROLE_WORDS = {
  ADMIN: 'an administrator',
  READWRITE: 'a case officer',
  READONLY: 'a read-only user',
} as const;

/** One plain sentence saying which account the invitation opens, and where. */
export function describeInvitation(invitation: Invitation): string {
  if (invitation.userType === 'APPLICANT') {
    const council = invitation.authorityName ?? 'Your council';
    return invitation.hasPassword
      ? `${council} has invited you to follow another application online, with the account you already have.`
      : `${council} has invited you to follow your application online. Choose a password to sign in.`;
  }
  if (invitation.userType === 'ADMIN' || invitation.authorityName === null) {
    return 'You have been invited to run Casekeeper as a platform administrator.';
  }
  if (invitation.userType === 'AUTHORITY') {
    return `You have been given the authority account of ${invitation.authorityName} on Casekeeper.`;
  }
  const role = invitation.role ? ROLE_WORDS[invitation.role] : 'a user';
  return `You have been invited to join ${invitation.authorityName} on Casekeeper as ${role}.`;
}
