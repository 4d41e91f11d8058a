import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { generateSecretToken, hashSecretToken } from '../../platform/auth/secret-token';
import type { Mailer } from '../../platform/mail/mailer';
import { invitationMail } from './invitation-mail';

/** How long an invitation link works; longer than a reset link, since it comes unasked. */
export const INVITATION_TTL_DAYS = 7;

/** The web client's page that reads the token (a page, not an API path); it serves resets too. */
const SET_PASSWORD_PAGE = '/password-reset';

export type InvitationDeps = { mailer: Mailer; publicUrl: string };

export type Invitee = {
  id: number;
  email: string;
  firstName: string;
  authorityName: string | null;
};

/**
 * Mails a new user a single-use link to choose their password (an INVITE token, which
 * `POST /password-reset` accepts), inside the transaction that creates them: no password is
 * ever sent, and no mail goes out for a user whose creation rolled back.
 */
export async function sendInvitation(tx: Executor, deps: InvitationDeps, invitee: Invitee): Promise<void> {
  const token = generateSecretToken();
  await tx.insert(passwordResetTokens).values({
    webUserId: invitee.id,
    tokenHash: hashSecretToken(token),
    purpose: 'INVITE',
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  const link = `${deps.publicUrl}${SET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}&invite=1`;
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
