import type { MailMessage } from '../../platform/mail/mailer';
import { addressForMail, userTextForMail } from '../../platform/mail/user-text-for-mail';

/** Sent to the old address, so a hijacked account's owner hears of it. */
export function emailChangedMail(options: { to: string; firstName: string; newEmail: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Your Casekeeper e-mail address was changed',
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      `The e-mail address of your Casekeeper account was changed to ${addressForMail(options.newEmail)}.`,
      'You now sign in with the new address.',
      '',
      'If you did not make this change, contact your administrator straight away.',
    ].join('\n'),
  };
}
