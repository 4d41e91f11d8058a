import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

/**
 * To an address that already has a Casekeeper account of another kind, when a council invites it
 * as a client: the officer is answered as for any invitation, and the address's owner hears of it.
 */
export function addressHeldMail(options: {
  to: string;
  authorityName: string;
  caseNumber: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `An invitation to follow application ${options.caseNumber} could not be sent`,
    text: [
      'Hello,',
      '',
      `${userTextForMail(options.authorityName)} tried to invite this e-mail address to follow application ${options.caseNumber} online.`,
      'This address already has a Casekeeper account that cannot be used for that, so no access was given.',
      '',
      'If the application is yours, please give the council another e-mail address for it.',
      'If you know nothing of it, you can ignore this e-mail; nothing has changed on your account.',
    ].join('\n'),
  };
}
