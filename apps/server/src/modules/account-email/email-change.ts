import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { fieldError } from '../../platform/errors/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { announceEmailChange, type EmailChange } from './announce-email-change';
import { retireOpenPasswordLinks } from './retire-password-links';
import { OWN_EMAIL_MESSAGE } from './unique-email';

/** Whether an account's e-mail address changes: new capitals alone are no change. */
export function isNewEmail(oldEmail: string, newEmail: string): boolean {
  return oldEmail.toLowerCase() !== newEmail.toLowerCase();
}

/**
 * Refuses to change the caller's own e-mail address on someone else's form: that is done on the
 * profile, where the password confirms it.
 */
export function refuseOwnEmailChange(
  caller: Caller,
  account: { id: number; email: string },
  newEmail: string,
) {
  if (account.id === caller.webUserId && isNewEmail(account.email, newEmail)) {
    throw fieldError('email', OWN_EMAIL_MESSAGE);
  }
}

/**
 * What a new e-mail address sets off, inside the transaction that saves it: links mailed to the
 * old address can no longer set the password, and the old address is told.
 */
export async function applyEmailChange(
  tx: Executor,
  mailer: Mailer,
  change: EmailChange & { webUserId: number },
): Promise<void> {
  if (!isNewEmail(change.oldEmail, change.newEmail)) return;
  await retireOpenPasswordLinks(tx, change.webUserId);
  await announceEmailChange(tx, mailer, change);
}
