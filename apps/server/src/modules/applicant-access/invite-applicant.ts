import {
  APPLICANT_ACCESS_MESSAGES,
  INVITATION_TTL_DAYS,
  PORTAL_PAGES,
  type ApplicantAccess,
} from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { assertMayWriteCases, caseNotFound, caseScopeOf } from '../cases';
import { endCaseGrants, issueInvitationLink, retireOpenLinks, type UserAdminDeps } from '../invitations';
import { addressHeldMail } from './address-held-mail';
import {
  findAccountByAddress,
  findInvitableCase,
  findLatestAccess,
  grantAccess,
  insertApplicant,
  type InvitableCase,
} from './applicant-access-repository';
import { applicantAccessMail, applicantInvitationMail } from './applicant-invitation-mail';
import { toApplicantAccess } from './applicant-access-view';

type Applicant = { id: number; hasPassword: boolean };

/**
 * The applicant account for the client's address: theirs already, or made now. Undefined when the
 * address belongs to an account that cannot follow this case (staff, another council's applicant).
 */
async function applicantFor(
  tx: Executor,
  found: InvitableCase,
  email: string,
): Promise<Applicant | undefined> {
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
  return usable ? account : undefined;
}

/**
 * Mails the applicant: a single-use link to open (to choose a password, or, having one, to add the
 * case), unless their access to this case is live already, when a sign-in link is enough.
 */
async function mailApplicant(
  tx: Executor,
  deps: UserAdminDeps,
  found: InvitableCase,
  email: string,
  applicant: Applicant & { alreadyLive: boolean },
): Promise<void> {
  const mail = {
    to: email,
    firstName: found.clientFirstName,
    authorityName: found.authorityName,
    caseNumber: found.caseNumber,
  };
  if (applicant.alreadyLive) {
    await deps.mailer.enqueue(
      tx,
      applicantAccessMail({ ...mail, link: `${deps.publicUrl}${PORTAL_PAGES.login}`, needsOpening: false }),
    );
    return;
  }
  await retireOpenLinks(tx, applicant.id);
  const link = await issueInvitationLink(tx, deps, applicant.id, PORTAL_PAGES.invitation);
  await deps.mailer.enqueue(
    tx,
    applicant.hasPassword
      ? applicantAccessMail({ ...mail, link, needsOpening: true })
      : applicantInvitationMail({ ...mail, link, validDays: INVITATION_TTL_DAYS }),
  );
}

/**
 * What the officer is answered for an address held by an account that cannot follow the case:
 * the same as for a sent invitation, so inviting cannot probe which addresses have accounts. The
 * address's owner is told instead, and the audit log keeps what happened.
 */
async function answerForHeldAddress(
  tx: Executor,
  deps: UserAdminDeps,
  input: ChangeInput<{ caseId: number }>,
  found: InvitableCase,
  email: string,
): Promise<ApplicantAccess> {
  await deps.mailer.enqueue(
    tx,
    addressHeldMail({ to: email, authorityName: found.authorityName, caseNumber: found.caseNumber }),
  );
  await auditChange(tx, input, 'applicant.invite', found.id, {
    after: { email, refused: 'The address belongs to an account that cannot follow this case' },
  });
  const current = toApplicantAccess(await findLatestAccess(tx, found.id), input.caller);
  return {
    ...current,
    state: 'invited',
    email,
    name: `${found.clientFirstName} ${found.clientLastName}`,
    invitedAt: new Date().toISOString(),
    invitationExpiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000).toISOString(),
    lastSignInAt: null,
  };
}

/**
 * Invites the client of a case the caller may change to follow it, at the client's e-mail address
 * on the case: their applicant account is made on the first invitation, and a new link replaces
 * any sent before. Access goes live only when the link is opened from that mailbox, whether or
 * not the account has a password. If the case's address has changed since an earlier invitation,
 * the earlier applicant's access ends. All in one transaction with its audit row and the mail,
 * the case locked against a second invite.
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
    if (!applicant) return answerForHeldAddress(tx, deps, input, found, email);

    const before = await findLatestAccess(tx, found.id);
    const alreadyLive =
      before?.applicantId === applicant.id && before.revokedAt === null && before.acceptedAt !== null;
    await endCaseGrants(tx, found.id, applicant.id);
    await grantAccess(tx, {
      authorityId: found.authorityId,
      caseId: found.id,
      applicantId: applicant.id,
      invitedById: caller.webUserId,
    });
    await mailApplicant(tx, deps, found, email, { ...applicant, alreadyLive });
    await auditChange(tx, input, 'applicant.invite', found.id, {
      after: { applicantId: applicant.id, email },
    });
    return toApplicantAccess(await findLatestAccess(tx, found.id), caller);
  });
}
