import { PENDING_SIGN_IN_ATTEMPTS } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { PassedSecondFactor } from '../../db/schema';
import type { AuditEntry } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import type { AppError } from '../../platform/errors/app-error';
import {
  guessUnderLockout,
  startSignedInSession,
  type Account,
  type GuessResult,
  type SignedInSession,
} from '../auth';
import { pendingAccountOf, signInExpired, tooManyCodes } from './pending-account';
import { spendPendingSignIn, takeAttempt, type PendingSignIn } from './pending-sign-ins';
import type { SecondFactorDeps } from './second-factor-deps';

/** What a try at a pending sign-in brings: its cookies and the request. */
export type PendingInput = {
  /** The pending sign-in cookie's token. */
  pendingToken: string | undefined;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
  context: RequestContext;
};

/** A finished sign-in, the door it was at, and (after a recovery code) how many codes are left. */
export type PassedSignIn = {
  issued: SignedInSession;
  door: PendingSignIn['door'];
  recoveryCodesLeft: number | null;
};

/** A second factor refused by its check (whose transaction then changes nothing), and why. */
export class SecondFactorRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** What a check works with: the pending sign-in, its account, and how to finish it once passed. */
export type SecondFactorAttempt = {
  pending: PendingSignIn;
  account: Account;
  /** Inside the check's transaction: spends the pending sign-in and opens the session. */
  signIn: (tx: Executor) => Promise<SignedInSession>;
};

/**
 * One try at a pending sign-in's second factor, whichever it is. The try takes one of the pending
 * sign-in's few (five spend it: sign in again) before the check runs, and the whole runs under the
 * account's lockout: a check that throws `SecondFactorRefused` counts as a wrong password does and
 * is audited with the method and the reason, answered with `refusal` while tries are left.
 */
export async function guessSecondFactor<T>(
  deps: SecondFactorDeps,
  input: PendingInput & {
    method: PassedSecondFactor;
    /** The answer to a refused try while the pending sign-in has tries left. */
    refusal: (reason: string) => AppError;
  },
  check: (attempt: SecondFactorAttempt) => Promise<T>,
): Promise<T> {
  const { pending, account } = await pendingAccountOf(deps, input.pendingToken);
  const { method, deviceToken, context } = input;
  const refused = (reason: string): AuditEntry => ({
    action: 'auth.second-factor-failed',
    actorId: null,
    authorityId: account.authorityId,
    entityType: 'web_user',
    entityId: String(account.id),
    after: { method, reason },
    ip: context.ip,
    requestId: context.requestId,
  });
  const signIn = async (tx: Executor): Promise<SignedInSession> => {
    if (!(await spendPendingSignIn(tx, pending.id))) throw signInExpired();
    return startSignedInSession(tx, deps, account, {
      door: pending.door,
      method: pending.firstFactor,
      secondFactor: method,
      deviceToken,
      context,
    });
  };

  return guessUnderLockout(
    deps,
    { account, deviceToken, context, refused },
    async (): Promise<GuessResult<T>> => {
      const attempts = await takeAttempt(deps.db, pending.id);
      if (attempts === null) throw signInExpired();
      try {
        return { passed: true, value: await check({ pending, account, signIn }) };
      } catch (error) {
        if (!(error instanceof SecondFactorRefused)) throw error;
        const answer = attempts >= PENDING_SIGN_IN_ATTEMPTS ? tooManyCodes() : input.refusal(error.reason);
        return { passed: false, failedAs: error.reason, error: answer };
      }
    },
  );
}
