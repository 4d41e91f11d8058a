import { INVITATION_TTL_DAYS } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import type { Mailer } from '../../platform/mail/mailer';
import { invitationMail } from './invitation-mail';

/** The web client's page that greets the invited person and reads the token (a page, not an API path). */
const INVITATION_PAGE = '/invitation';

export type InvitationDeps = { mailer: Mailer; publicUrl: string };

export type Invitee = {
  id: number;
  email: string;
  firstName: string;
  authorityName: string | null;
};

/**
 * A new single-use INVITE link for `webUserId` to `page` of the web client (which hands the token
 * to `POST /invitation/accept`), stored hashed: the link itself exists only in the mail.
 */
export async function issueInvitationLink(
  tx: Executor,
  deps: Pick<InvitationDeps, 'publicUrl'>,
  webUserId: number,
  page: string = INVITATION_PAGE,
): Promise<string> {
  const token = generateSecretToken();
  await tx.insert(passwordResetTokens).values({
    webUserId,
    tokenHash: hashSecretToken(token),
    purpose: 'INVITE',
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return `${deps.publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a new user a single-use link to choose their password (an INVITE token, which
 * `POST /invitation/accept` takes), inside the transaction that creates them: no password is
 * ever sent, and no mail goes out for a user whose creation rolled back.
 */
export async function sendInvitation(tx: Executor, deps: InvitationDeps, invitee: Invitee): Promise<void> {
  const link = await issueInvitationLink(tx, deps, invitee.id);
  await deps.mailer.enqueue(
    tx,
    invitationMail({
      to: invitee.email,
      firstName: invitee.firstName,
      authorityName: invitee.authorityName,
      link,
      validDays: INVITATION_TTL_DAYS,
    }),
  );
}
