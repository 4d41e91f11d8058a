import {
  APPLICANT_ACCESS_MESSAGES,
  INVITATION_TTL_DAYS,
  PORTAL_PAGES,
  type ApplicantAccess,
} from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError, conflict } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { issueInvitationLink, retireOpenLinks, type UserAdminDeps } from '../invitations';
import { endSessionsOfFormerApplicants } from './end-former-applicant-sessions';
import {
  findAccountByAddress,
  findInvitableCase,
  findLatestAccess,
  grantAccess,
  insertApplicant,
  revokeLiveAccess,
  type InvitableCase,
} from './applicant-access-repository';
import { applicantAccessMail, applicantInvitationMail } from './applicant-invitation-mail';
import { toApplicantAccess } from './applicant-access-view';

/** The portal's pages of the web client: where an invitation link and a sign-in link lead. */

/** The applicant account for the client's address: theirs already, or made now. */
async function applicantFor(tx: Executor, found: InvitableCase, email: string) {
  const account = await findAccountByAddress(tx, email);
  if (!account) {
    const id = await insertApplicant(tx, {
      email,
      firstName: found.clientFirstName,
      lastName: found.clientLastName,
      authorityId: found.authorityId,
    });
    return { id, hasPassword: false };
  }
  const usable =
    account.userType === 'APPLICANT' &&
    account.authorityId === found.authorityId &&
    account.deletedAt === null &&
    account.isActive;
  if (!usable) throw conflict(APPLICANT_ACCESS_MESSAGES.addressInUse);
  return account;
}

/**
 * Invites the client of a case the caller may change to follow it, at the client's e-mail address
 * on the case: their applicant account is made on the first invitation, and a new link replaces
 * any sent before. An applicant with a password already is told the case is theirs to follow. If
 * the case's address has changed since an earlier invitation, the earlier applicant's access ends.
 * All in one transaction with its audit row and the mail, the case locked against a second invite.
 */
export async function inviteApplicant(
  deps: UserAdminDeps,
  input: ChangeInput<{ caseId: number }>,
): Promise<ApplicantAccess> {
  const { caller } = input;
  assertMayWriteCases(caller);
  const scope = caseScopeOf(caller);

  return deps.db.transaction(async (tx) => {
    const found = await findInvitableCase(tx, input.caseId, scope, true);
    if (!found) throw caseNotFound();
    const email = found.clientEmail?.trim();
    if (!email) throw new AppError('UNPROCESSABLE', APPLICANT_ACCESS_MESSAGES.noEmail);

    const applicant = await applicantFor(tx, found, email);
    const endedFor = (await revokeLiveAccess(tx, found.id)).filter((id) => id !== applicant.id);
    await endSessionsOfFormerApplicants(tx, endedFor);
    await grantAccess(tx, {
      authorityId: found.authorityId,
      caseId: found.id,
      applicantId: applicant.id,
      invitedById: caller.webUserId,
    });

    const mail = {
      to: email,
      firstName: found.clientFirstName,
      authorityName: found.authorityName,
      caseNumber: found.caseNumber,
    };
    if (applicant.hasPassword) {
      await deps.mailer.enqueue(
        tx,
        applicantAccessMail({ ...mail, signInLink: `${deps.publicUrl}${PORTAL_PAGES.login}` }),
      );
    } else {
      await retireOpenLinks(tx, applicant.id);
      const link = await issueInvitationLink(tx, deps, applicant.id, PORTAL_PAGES.invitation);
      await deps.mailer.enqueue(
        tx,
        applicantInvitationMail({ ...mail, link, validDays: INVITATION_TTL_DAYS }),
      );
    }
    await auditChange(tx, input, 'applicant.invite', found.id, {
      after: { applicantId: applicant.id, email },
    });
    return toApplicantAccess(await findLatestAccess(tx, found.id), caller);
  });
}
