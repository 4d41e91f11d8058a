import { CONFIRM_EMAIL_PAGE } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { addressAlreadyUsedMail, confirmEmailChangeMail } from './email-change-mails';
import { isAddressHeldByAnother, issueEmailChangeLink } from './email-change-links';

export type EmailChangeDeps = { mailer: Mailer; publicUrl: string };

/**
 * Asks for the account's address to become `newEmail`, in the caller's transaction: a link to
 * confirm it goes to that address, and nothing changes until it is opened. An address another
 * account holds is handled alike from the asker's side (a link is made, and shown as pending),
 * but the mail goes to its owner without the link, so the answer tells nothing about the address.
 */
export async function requestEmailChange(
  tx: Executor,
  deps: EmailChangeDeps,
  change: { webUserId: number; firstName: string; newEmail: string },
): Promise<void> {
  const token = await issueEmailChangeLink(tx, change);
  if (await isAddressHeldByAnother(tx, change.newEmail, change.webUserId)) {
    await deps.mailer.enqueue(tx, addressAlreadyUsedMail({ to: change.newEmail, attempt: 'own-address' }));
    return;
  }
  const link = `${deps.publicUrl}${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(
    tx,
    confirmEmailChangeMail({ to: change.newEmail, firstName: change.firstName, link }),
  );
}
