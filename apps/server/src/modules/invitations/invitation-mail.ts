import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

/** Names typed by people (the invitee's, the authority's) appear only inside our sentences. */

export function invitationMail(options: {
  to: string;
  firstName: string;
  /** The authority the account belongs to; null for a platform admin. */
  authorityName: string | null;
  link: string;
  validDays: number;
}): MailMessage {
  const what = options.authorityName
    ? `a Casekeeper account for ${userTextForMail(options.authorityName)}`
    : 'a Casekeeper platform administrator account';
  return {
    to: options.to,
    subject: 'Your Casekeeper account: choose a password',
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      `You have been given ${what}. You sign in with this e-mail address.`,
      `To choose your password, open this link within ${options.validDays} days:`,
      '',
      options.link,
      '',
      'The link works once. If it has expired, use "Forgot password" on the sign-in page to get a new one.',
      'If you were not expecting this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
