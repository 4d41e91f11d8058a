import { isUniqueViolation } from '../../db/postgres-error';
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

/**
 * Runs a write that may take an e-mail address someone already has: that becomes a 400 on
 * `email`, shaped like any other validation failure, whoever holds the address.
 */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'web_users_email_lower_key')) {
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGE, {
        fields: { email: [EMAIL_UNAVAILABLE_MESSAGE] },
      });
    }
    throw error;
  }
}
