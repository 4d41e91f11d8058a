import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { verifyPasswordInConstantTime } from '../../platform/auth/password-hashing';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountByEmail, type Account } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthDeps } from './auth-deps';
import type { FinishFirstFactor, FirstFactorOutcome } from './first-factor';
import { knownDeviceOwner } from './known-devices';
import {
  lockedError,
  recordFailedPassword,
  recordLockout,
  recordFailedUnknownEmail,
  secondsLocked,
  secondsLockedForUnknownEmail,
} from './login-throttle';
import {
  clearPair,
  recordPairFailure,
  releasePasswordCheck,
  reservePasswordCheck,
  throttlePairOf,
} from './source-throttle';
import { AUDITED_AS, type SignInDoor } from './sign-in-doors';

export type { SignInDoor } from './sign-in-doors';

export type LoginInput = {
  email: string;
  password: string;
  door: SignInDoor;
  /**
   * Why the door turns away an account of its own (the reason its audit row gives), or null to let
   * it in. A turned-away account with the right password is answered, and counted towards the
   * lockout, exactly as a wrong password, so the answer never tells that the password was right.
   */
  turnAway?: (account: Account) => Promise<string | null>;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
  context: RequestContext;
  /** What follows the right password: a session, or a second factor (second-factor module). */
  finishFirstFactor: FinishFirstFactor;
};

function failure(account: Account | undefined, input: LoginInput, reason: string) {
  return {
    action: AUDITED_AS[input.door].refused,
    actorId: null,
    authorityId: account?.authorityId ?? null,
    entityType: 'web_user',
    entityId: account ? String(account.id) : null,
    after: { email: input.email, reason },
    ip: input.context.ip,
    requestId: input.context.requestId,
  };
}

/**
 * Signs a user in. Wrong passwords lock the e-mail address for the source they came from (the IP
 * address, or a device the user has signed in from before), so strangers' guesses never lock the
 * owner out; many failures from everywhere lock the account for all but its known devices. A
 * password check is reserved before it runs, so concurrent guesses cannot outrun the lock. An
 * unknown e-mail, and an account the door turns away (`turnAway`), go through exactly the same
 * steps; a locked pair gets 429 without its password being checked; a right password on a
 * deactivated account (or authority) gets a 403. A right password leads on to a session, or to a
 * second factor: until that passes too, the pair and the account keep their failures, so wrong
 * codes lock them as wrong passwords do.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<FirstFactorOutcome> {
  const { db } = deps;
  const found = await findAccountByEmail(db, input.email);
  // An account of the other door is no account at all here: the same steps, the same answer.
  const account = found && opensDoor(found, input.door) ? found : undefined;
  const deviceOwner = await knownDeviceOwner(db, input.deviceToken);
  const knownDevice = account !== undefined && deviceOwner === account.id;

  // The account-wide lock stops unknown sources only; an address without an account locks alike.
  if (!knownDevice) {
    const lockSeconds = account
      ? secondsLocked(account)
      : await secondsLockedForUnknownEmail(db, input.email);
    if (lockSeconds > 0) {
      await recordAudit(db, failure(account, input, 'locked'));
      throw lockedError(lockSeconds);
    }
  }

  const pair = throttlePairOf(input.email, {
    knownDevice,
    deviceToken: input.deviceToken,
    ip: input.context.ip,
  });
  const reservation = await reservePasswordCheck(db, pair);
  if (!reservation.granted) {
    await recordAudit(db, failure(account, input, 'locked'));
    throw lockedError(reservation.retryAfterSeconds);
  }

  let settled = false;
  try {
    const passwordMatches = await verifyPasswordInConstantTime(account?.passwordHash, input.password);
    // Asked whatever the password, so that a turned-away account's answer takes as long either way.
    const turnedAway = account ? ((await input.turnAway?.(account)) ?? null) : null;
    const checked = checkOf(account, passwordMatches, turnedAway);
    if (!checked.passed) {
      await db.transaction(async (tx) => {
        const pairLockSeconds = await recordPairFailure(tx, pair);
        if (account) await recordFailedPassword(tx, account, input.context);
        else await recordFailedUnknownEmail(tx, input.email);
        await recordAudit(tx, failure(account, input, checked.failedAs));
        if (account && pairLockSeconds > 0) {
          await recordLockout(tx, account, input.context, {
            scope: knownDevice ? 'device' : 'address',
            lockedForSeconds: pairLockSeconds,
          });
        }
      });
      settled = true;
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    }

    const refusal = accountRefusal(checked.account);
    if (refusal) {
      await clearPair(db, pair);
      settled = true;
      await recordAudit(db, failure(checked.account, input, 'inactive'));
      throw new AppError('FORBIDDEN', refusal);
    }
    const outcome = await input.finishFirstFactor(deps, checked.account, {
      door: input.door,
      firstFactor: 'PASSWORD',
      providerDidMfa: false,
      deviceToken: input.deviceToken,
      context: input.context,
    });
    // The pair starts again from nothing once signed in; a second factor still to come keeps it.
    if (outcome.kind === 'session') await clearPair(db, pair);
    else await releasePasswordCheck(db, pair);
    settled = true;
    return outcome;
  } finally {
    if (!settled) await releasePasswordCheck(db, pair);
  }
}

/** A password check: passed for an account, or failed (as its audit row says). */
type PasswordCheck = { passed: true; account: Account } | { passed: false; failedAs: string };

function checkOf(
  account: Account | undefined,
  passwordMatches: boolean,
  turnedAway: string | null,
): PasswordCheck {
  if (!account) return { passed: false, failedAs: 'unknown-email' };
  if (!passwordMatches) return { passed: false, failedAs: 'wrong-password' };
  if (turnedAway !== null) return { passed: false, failedAs: turnedAway };
  return { passed: true, account };
}

const opensDoor = (account: Account, door: SignInDoor) =>
  (account.userType === 'APPLICANT') === (door === 'portal');
