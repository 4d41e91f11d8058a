import { EMAIL_CHANGE_TTL_HOURS } from '@casekeeper/contract';
import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

/** To the new address: the link that makes it the account's, which proves the mailbox is theirs. */
export function confirmEmailChangeMail(options: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Confirm your new Casekeeper e-mail address',
    text: [
      `Hello ${userTextForMail(options.firstName)},`,
      '',
      'You asked to sign in to Casekeeper with this e-mail address from now on.',
      `To confirm it, open this link within ${EMAIL_CHANGE_TTL_HOURS} hours:`,
      '',
      options.link,
      '',
      'Until you do, your account keeps its current address. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

/** What was tried with an address that already has an account. */
const ATTEMPTS = {
  'own-address': 'Someone asked to change the e-mail address of their Casekeeper account to this address.',
  'account-address': 'An administrator tried to give a Casekeeper account this e-mail address.',
} as const;

/**
 * To an address that already has an account, when someone tries to give it to another account:
 * whoever tried is told no more than the address cannot be used (or, on their own profile, the
 * same as for any address), and the address's owner hears of it.
 */
export function addressAlreadyUsedMail(options: { to: string; attempt: keyof typeof ATTEMPTS }): MailMessage {
  return {
    to: options.to,
    subject: 'Someone tried to use your e-mail address on Casekeeper',
    text: [
      'Hello,',
      '',
      ATTEMPTS[options.attempt],
      'This address already belongs to an account, so nothing was changed.',
      '',
      'If that was you, you already have an account: sign in with this address, or ask for a password',
      'reset on the sign-in page. If it was not you, you need do nothing.',
    ].join('\n'),
  };
}
