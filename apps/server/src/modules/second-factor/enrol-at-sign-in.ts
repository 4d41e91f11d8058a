import { PENDING_SIGN_IN_ATTEMPTS, SECOND_FACTOR_MESSAGES, type TotpEnrolment } from '@casekeeper/contract';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { startSignedInSession, type Account, type SignedInSession } from '../auth';
import { pendingAccountOf, signInExpired, tooManyCodes } from './pending-account';
import { spendPendingSignIn, takeAttempt, type PendingSignIn } from './pending-sign-ins';
import type { SecondFactorDeps } from './second-factor-deps';
import { findSignInFactors, hasSecondFactor } from './sign-in-factors';
import {
  checkEnrolmentCode,
  confirmTotpEnrolment,
  enrolmentNotStarted,
  startTotpEnrolment,
} from './totp-enrolment';

/**
 * The pending sign-in of someone who must set up a second factor: refused to anyone who already
 * has one (they finish with it instead), so a password alone never adds a second app to an account.
 */
async function enrollingAccountOf(
  deps: SecondFactorDeps,
  pendingToken: string | undefined,
): Promise<{ pending: PendingSignIn; account: Account }> {
  const found = await pendingAccountOf(deps, pendingToken);
  if (hasSecondFactor(await findSignInFactors(deps.db, found.account.id))) {
    throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.noEnrolmentHere);
  }
  return found;
}

/** Sets up an authenticator app to finish a sign-in its authority requires one for: the secret. */
export async function startEnrolmentAtSignIn(
  deps: SecondFactorDeps,
  pendingToken: string | undefined,
): Promise<TotpEnrolment> {
  const { account } = await enrollingAccountOf(deps, pendingToken);
  return startTotpEnrolment(deps, account);
}

export type EnrolledAtSignIn = {
  issued: SignedInSession;
  door: PendingSignIn['door'];
  recoveryCodes: string[];
};

/**
 * Confirms that app with its first code, and signs in: the sign-in passed the app's code. A wrong
 * code takes one of the pending sign-in's tries; it is not counted towards the account's lockout,
 * since the app was set up in this very sign-in and proves nothing about the account yet.
 */
export async function confirmEnrolmentAtSignIn(
  deps: SecondFactorDeps,
  input: {
    pendingToken: string | undefined;
    deviceToken: string | undefined;
    context: RequestContext;
    code: string;
  },
): Promise<EnrolledAtSignIn> {
  const { pending, account } = await enrollingAccountOf(deps, input.pendingToken);
  const attempts = await takeAttempt(deps.db, pending.id);
  if (attempts === null) throw signInExpired();
  const check = await checkEnrolmentCode(deps, account.id, input.code);
  if (!check.matches) {
    if (check.why === 'not-started') throw enrolmentNotStarted();
    if (attempts >= PENDING_SIGN_IN_ATTEMPTS) throw tooManyCodes();
    throw fieldError('code', SECOND_FACTOR_MESSAGES.wrongCode);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await spendPendingSignIn(tx, pending.id))) throw signInExpired();
    const recoveryCodes = await confirmTotpEnrolment(tx, deps, account, { ...check, context: input.context });
    const issued = await startSignedInSession(tx, deps, account, {
      door: pending.door,
      method: pending.firstFactor,
      secondFactor: 'TOTP',
      deviceToken: input.deviceToken,
      context: input.context,
    });
    return { issued, door: pending.door, recoveryCodes };
  });
}
