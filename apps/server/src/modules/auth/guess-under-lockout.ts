import { recordAudit, type AuditEntry } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { AppError } from '../../platform/errors/app-error';
import type { Account } from './account-repository';
import type { AuthDeps } from './auth-deps';
import { knownDeviceOwner } from './known-devices';
import { lockedError, recordFailedPassword, recordLockout, secondsLocked } from './login-throttle';
import {
  clearPair,
  recordPairFailure,
  releasePasswordCheck,
  reservePasswordCheck,
  throttlePairOf,
} from './source-throttle';

/** A guess checked: passed with what it gave, or failed with its reason (audited) and the error to answer. */
export type GuessResult<T> =
  { passed: true; value: T } | { passed: false; failedAs: string; error: AppError };

/**
 * One guess at a secret of a known account other than its password (a second factor's code),
 * under the very lockout a password guess is: refused while the source or (for an unknown device)
 * the whole account is locked, one at a time past the threshold, and a wrong one counted against
 * both. A guess that passes clears the source's failures, as a right password does.
 */
export async function guessUnderLockout<T>(
  deps: Pick<AuthDeps, 'db'>,
  options: {
    account: Account;
    deviceToken: string | undefined;
    context: RequestContext;
    /** The audit row of a refused guess, with its reason. */
    refused: (reason: string) => AuditEntry;
  },
  guess: () => Promise<GuessResult<T>>,
): Promise<T> {
  const { db } = deps;
  const { account, context } = options;
  const knownDevice = (await knownDeviceOwner(db, options.deviceToken)) === account.id;
  if (!knownDevice) {
    const lockSeconds = secondsLocked(account);
    if (lockSeconds > 0) {
      await recordAudit(db, options.refused('locked'));
      throw lockedError(lockSeconds);
    }
  }
  const pair = throttlePairOf(account.email, {
    knownDevice,
    deviceToken: options.deviceToken,
    ip: context.ip,
  });
  const reservation = await reservePasswordCheck(db, pair);
  if (!reservation.granted) {
    await recordAudit(db, options.refused('locked'));
    throw lockedError(reservation.retryAfterSeconds);
  }

  let settled = false;
  try {
    const result = await guess();
    if (result.passed) {
      await clearPair(db, pair);
      settled = true;
      return result.value;
    }
    await db.transaction(async (tx) => {
      const pairLockSeconds = await recordPairFailure(tx, pair);
      await recordFailedPassword(tx, account, context);
      await recordAudit(tx, options.refused(result.failedAs));
      if (pairLockSeconds > 0) {
        await recordLockout(tx, account, context, {
          scope: knownDevice ? 'device' : 'address',
          lockedForSeconds: pairLockSeconds,
        });
      }
    });
    settled = true;
    throw result.error;
  } finally {
    if (!settled) await releasePasswordCheck(db, pair);
  }
}
