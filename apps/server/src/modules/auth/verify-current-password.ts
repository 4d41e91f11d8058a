import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { verifyPasswordInConstantTime } from '../../platform/auth/password-hashing';
import { fieldError } from '../../platform/errors/app-error';
import type { Database } from '../../db/client';
import type { Account } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import { lockedError, recordFailedPassword, secondsLocked } from './login-throttle';

/**
 * Checks the current password a signed-in user typed to confirm a sensitive change. A wrong one
 * counts towards the same lockout as sign-in, so a borrowed session cannot guess it at leisure;
 * it is a 400 on the field (a 401 would make the web client refresh and retry).
 */
export async function verifyCurrentPassword(
  db: Database,
  account: Account,
  password: string | undefined,
  context: RequestContext & { onBehalfOfId: number | null },
): Promise<void> {
  if (!password) throw fieldError('currentPassword', AUTH_MESSAGES.currentPasswordMissing);
  const lockSeconds = secondsLocked(account);
  if (lockSeconds > 0) throw lockedError(lockSeconds);
  if (await verifyPasswordInConstantTime(account.passwordHash, password)) return;

  await db.transaction(async (tx) => {
    await recordFailedPassword(tx, account, context);
    await recordAudit(tx, {
      action: 'auth.password-check-failed',
      actorId: account.id,
      onBehalfOfId: context.onBehalfOfId,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  throw fieldError('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
}
