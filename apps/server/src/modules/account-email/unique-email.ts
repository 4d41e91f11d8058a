import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-error';
import type { Mailer } from '../../platform/mail/mailer';
import { addressAlreadyUsedMail } from './email-change-mails';
import { AppError } from '../../platform/errors/app-error';
import { VALIDATION_MESSAGE } from '../../platform/errors/error-handler';

export const OWN_EMAIL_MESSAGE =
  'Change your own e-mail address on your profile page, where your password confirms it.';

/**
 * The one answer for an e-mail address some account already has. It names no account and no
 * conflict, so an authority admin cannot probe which addresses platform admins or other
 * authorities' users hold.
 */
export const EMAIL_UNAVAILABLE_MESSAGE = 'This e-mail address cannot be used. Choose another.';

/** Who to tell when a write is refused an address: its owner, by mail. */
export type AddressOwnerNotice = { db: Database; mailer: Mailer; email: string | undefined };

/**
 * Runs a write that may take an e-mail address someone already has: that becomes a 400 on
 * `email`, shaped like any other validation failure, whoever holds the address; and the
 * address's owner is told that someone tried (issue 32), once the write has rolled back.
 */
export async function withUniqueEmail<T>(write: () => Promise<T>, notice?: AddressOwnerNotice): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'web_users_email_lower_key')) {
      const to = notice?.email;
      if (notice && to) {
        await notice.db.transaction((tx) =>
          notice.mailer.enqueue(tx, addressAlreadyUsedMail({ to, attempt: 'account-address' })),
        );
      }
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGE, {
        fields: { email: [EMAIL_UNAVAILABLE_MESSAGE] },
      });
    }
    throw error;
  }
}
