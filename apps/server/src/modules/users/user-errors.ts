import { isUniqueViolation } from '../../db/postgres-error';
import { AppError } from '../../platform/errors/app-error';
import { EMAIL_TAKEN_MESSAGE } from '../profile/update-profile';

export const OWN_EMAIL_MESSAGE =
  'Change your own e-mail address on your profile page, where your password confirms it.';

/** Runs a write that may take an e-mail address someone already has: that becomes a 409 on `email`. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'web_users_email_lower_key')) {
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { fields: { email: [EMAIL_TAKEN_MESSAGE] } });
    }
    throw error;
  }
}
