import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

/** The user's name appears only inside the greeting (userTextForMail), never on a line of its own. */

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Reset your Casekeeper password',
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      'Someone, hopefully you, asked to reset the password of your Casekeeper account.',
      `To choose a new password, open this link within ${options.validMinutes} minutes:`,
      '',
      options.link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
