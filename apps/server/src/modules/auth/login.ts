import type { AuditAction } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import { webUsers } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { verifyPasswordInConstantTime } from '../../platform/auth/password-hashing';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { AppError } from '../../platform/errors/app-error';
import { accountRefusal, findAccountByEmail, type Account } from './account-repository';
import { AUTH_MESSAGES } from './auth-messages';
import { openSignIn } from './open-sign-in';
import type { AuthDeps, IssuedSession } from './auth-deps';
import { knownDeviceOwner, rememberDevice } from './known-devices';
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
  type ThrottlePair,
} from './source-throttle';

/** Staff sign in at `/login`, applicants at the portal's own `/portal/login`. */
export type SignInDoor = 'staff' | 'portal';

/** What the audit log calls a sign-in and a refused one at each door. */
const AUDITED_AS = {
  staff: { signIn: 'auth.login', refused: 'auth.login-failed' },
  portal: { signIn: 'portal.login', refused: 'portal.login-failed' },
} as const satisfies Record<SignInDoor, Record<string, AuditAction>>;

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
};

/** A signed-in session, and the device token to keep in the browser's device cookie. */
export type LoginResult = IssuedSession & { deviceToken: string };

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
 * deactivated account (or authority) gets a 403.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
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

  const pair: ThrottlePair = {
    accountKey: input.email.trim().toLowerCase(),
    sourceKey:
      knownDevice && input.deviceToken
        ? `device:${hashSecretToken(input.deviceToken)}`
        : `ip:${hashSecretToken(input.context.ip)}`,
  };
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

    await clearPair(db, pair);
    settled = true;
    const refusal = accountRefusal(checked.account);
    if (refusal) {
      await recordAudit(db, failure(checked.account, input, 'inactive'));
      throw new AppError('FORBIDDEN', refusal);
    }
    return await startSession(deps, checked.account, input);
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

async function startSession(deps: AuthDeps, account: Account, input: LoginInput): Promise<LoginResult> {
  return deps.db.transaction(async (tx) => {
    await tx
      .update(webUsers)
      .set({
        failedLoginCount: 0,
        lockedUntil: null,
        lastLoginAt: sql`now()`,
        updatedAt: sql`${webUsers.updatedAt}`,
      })
      .where(eq(webUsers.id, account.id));
    const deviceToken = await rememberDevice(tx, account.id, input.deviceToken);
    const issued = await openSignIn(tx, deps, account, {
      action: AUDITED_AS[input.door].signIn,
      context: input.context,
      method: 'PASSWORD',
    });
    return { ...issued, deviceToken };
  });
}
