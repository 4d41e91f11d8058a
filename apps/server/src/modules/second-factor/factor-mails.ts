import type { MailMessage } from '../../platform/mail/mailer';
import { userTextForMail } from '../../platform/mail/user-text-for-mail';

type To = { to: string; firstName: string };

const IF_NOT_YOU =
  'If this was not you, change your password and contact your administrator straight away: someone else may know your password.';

function mail(options: To, subject: string, lines: string[]): MailMessage {
  return {
    to: options.to,
    subject,
    text: [`Hello ${userTextForMail(options.firstName)},`, '', ...lines, '', IF_NOT_YOU].join('\n'),
  };
}

/** An authenticator app was set up on the account. */
export function factorAddedMail(options: To): MailMessage {
  return mail(options, 'A new sign-in method was added to your account', [
    'An authenticator app was set up on your Casekeeper account. From now on, signing in asks for a code from it after your password.',
    'New recovery codes were made with it; any you had before no longer work.',
  ]);
}

/** The account's authenticator app was removed. */
export function factorRemovedMail(options: To): MailMessage {
  return mail(options, 'A sign-in method was removed from your account', [
    'The authenticator app was removed from your Casekeeper account, and with it your recovery codes.',
    'Signing in no longer asks for a code from it.',
  ]);
}

/** A new set of recovery codes replaced the old. */
export function recoveryCodesRenewedMail(options: To): MailMessage {
  return mail(options, 'New recovery codes were made for your account', [
    'New recovery codes were made for your Casekeeper account. The ones you had before no longer work.',
  ]);
}

/** A recovery code signed the account in. */
export function recoveryCodeUsedMail(options: To & { left: number }): MailMessage {
  const left = `${options.left} recovery code${options.left === 1 ? '' : 's'}`;
  return mail(options, 'A recovery code was used to sign in to your account', [
    `A recovery code was used to sign in to your Casekeeper account. Each code works once: you have ${left} left.`,
    'If you no longer have your authenticator app, make new recovery codes or set up the app again on your profile.',
  ]);
}

/** A passkey was added to the account. */
export function passkeyAddedMail(options: To & { name: string; recoveryCodes: boolean }): MailMessage {
  return mail(options, 'A new sign-in method was added to your account', [
    `A passkey named “${userTextForMail(options.name)}” was added to your Casekeeper account. Signing in may now ask for it after your password.`,
    ...(options.recoveryCodes ? ['Recovery codes were made with it, for when you cannot use it.'] : []),
  ]);
}

/** A passkey was removed from the account. */
export function passkeyRemovedMail(
  options: To & { name: string; recoveryCodesRemoved: boolean },
): MailMessage {
  return mail(options, 'A sign-in method was removed from your account', [
    `The passkey named “${userTextForMail(options.name)}” was removed from your Casekeeper account: it no longer signs you in.`,
    ...(options.recoveryCodesRemoved
      ? ['It was your last second factor, so your recovery codes went with it.']
      : []),
  ]);
}
