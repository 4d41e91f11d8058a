import type { Database } from '../../db/client';
import { auditChange } from '../../platform/audit/audit-change';
import type { RequestContext } from '../../platform/audit/request-context';
import { acceptWaitingApplicantAccess } from './applicant-grants';
import { openInvitationOrFail } from './check-invitation';
import { invalidInvitation } from './invitation-errors';
import { claimLink } from './invitation-repository';

/**
 * An applicant who already has a password opens the link mailed for a case: the case joins what
 * they follow, and they sign in as usual. The link (not a password) is what proves that the
 * client's mailbox, to which the officer sent it, is theirs.
 */
export async function acceptApplicantAccess(
  db: Database,
  input: { token: string; context: RequestContext },
): Promise<void> {
  const invitation = await openInvitationOrFail(db, input.token);
  if (invitation.userType !== 'APPLICANT' || !invitation.hasPassword) throw invalidInvitation();
  const accepted = await db.transaction(async (tx) => {
    if (!(await claimLink(tx, invitation.linkId))) return false;
    const caseIds = await acceptWaitingApplicantAccess(tx, invitation.webUserId);
    for (const caseId of caseIds) {
      await auditChange(
        tx,
        {
          caller: {
            webUserId: invitation.webUserId,
            impersonatorId: null,
            authorityId: invitation.authorityId,
          },
          context: input.context,
        },
        'applicant.accept',
        caseId,
        { after: { applicantId: invitation.webUserId } },
      );
    }
    return true;
  });
  if (!accepted) throw invalidInvitation();
}
