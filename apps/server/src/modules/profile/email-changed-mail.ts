import type { MailMessage } from '../../platform/mail/mailer';

/** Sent to the old address, so a hijacked account's owner hears of it. */
export function emailChangedMail(options: { to: string; firstName: string; newEmail: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Your Casekeeper e-mail address was changed',
    text: [
      `Hello ${options.firstName},`,
      '',
      `The e-mail address of your Casekeeper account was changed to ${options.newEmail}.`,
      'You now sign in with the new address.',
      '',
      'If you did not make this change, contact your administrator straight away.',
    ].join('\n'),
  };
}
