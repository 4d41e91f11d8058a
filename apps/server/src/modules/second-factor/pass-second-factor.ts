import {
  PENDING_SIGN_IN_ATTEMPTS,
  SECOND_FACTOR_MESSAGES,
  type PendingSignIn as PendingView,
} from '@casekeeper/contract';
import type { PassedSecondFactor } from '../../db/schema';
import type { AuditEntry } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { fieldError, type AppError } from '../../platform/errors/app-error';
import {
  guessUnderLockout,
  startSignedInSession,
  type Account,
  type GuessResult,
  type SignedInSession,
} from '../auth';
import { recordFactorChange } from './factor-change';
import { recoveryCodeUsedMail } from './factor-mails';
import { pendingAccountOf, signInExpired, tooManyCodes } from './pending-account';
import { spendPendingSignIn, takeAttempt, type PendingSignIn } from './pending-sign-ins';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import type { SecondFactorDeps } from './second-factor-deps';
import { findSignInFactors, hasSecondFactor, methodsOf } from './sign-in-factors';
import { stepOfCode } from './totp';
import { claimTotpStep, findConfirmedTotp } from './totp-repository';

type PendingInput = {
  /** The pending sign-in cookie's token. */
  pendingToken: string | undefined;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
  context: RequestContext;
};

/** What the page of a pending sign-in shows: how to finish it, and whose it is. */
export async function readPendingSignIn(
  deps: Pick<SecondFactorDeps, 'db'>,
  pendingToken: string | undefined,
): Promise<PendingView> {
  const { account } = await pendingAccountOf(deps, pendingToken);
  const factors = await findSignInFactors(deps.db, account.id);
  return { methods: methodsOf(factors), mustEnrol: !hasSecondFactor(factors), firstName: account.firstName };
}

/** A finished sign-in, the door it was at, and (after a recovery code) how many codes are left. */
export type PassedSignIn = {
  issued: SignedInSession;
  door: PendingSignIn['door'];
  recoveryCodesLeft: number | null;
};

/** A code refused inside the sign-in's transaction, which then changes nothing. */
class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Finishes a pending sign-in with the authenticator app's code or a recovery code. Each try takes
 * one of the pending sign-in's few (five spend it: sign in again) and, when wrong, counts towards
 * the account's lockout as a wrong password does. A code is accepted once: one of a time step at
 * or before the last accepted is refused, and so is a used recovery code.
 */
export async function passSecondFactor(
  deps: SecondFactorDeps,
  input: PendingInput & { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<PassedSignIn> {
  const { pending, account } = await pendingAccountOf(deps, input.pendingToken);
  const method: PassedSecondFactor = input.code === undefined ? 'RECOVERY_CODE' : 'TOTP';
  const refused = (reason: string): AuditEntry => ({
    action: 'auth.second-factor-failed',
    actorId: null,
    authorityId: account.authorityId,
    entityType: 'web_user',
    entityId: String(account.id),
    after: { method, reason },
    ip: input.context.ip,
    requestId: input.context.requestId,
  });
  const finish = (secondFactor: PassedSecondFactor) => ({
    door: pending.door,
    method: pending.firstFactor,
    secondFactor,
    deviceToken: input.deviceToken,
    context: input.context,
  });

  return guessUnderLockout(
    deps,
    { account, deviceToken: input.deviceToken, context: input.context, refused },
    async (): Promise<GuessResult<PassedSignIn>> => {
      const attempts = await takeAttempt(deps.db, pending.id);
      if (attempts === null) throw signInExpired();
      try {
        return {
          passed: true,
          value:
            input.code === undefined
              ? await withRecoveryCode(deps, { account, pending, code: input.recoveryCode ?? '', finish })
              : await withTotpCode(deps, { account, pending, code: input.code, finish }),
        };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        return { passed: false, failedAs: error.reason, error: wrongCodeError(error.reason, attempts) };
      }
    },
  );
}

function wrongCodeError(reason: string, attempts: number): AppError {
  if (attempts >= PENDING_SIGN_IN_ATTEMPTS) return tooManyCodes();
  if (reason === 'wrong-recovery-code')
    return fieldError('recoveryCode', SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
  return fieldError(
    'code',
    reason === 'replay' ? SECOND_FACTOR_MESSAGES.codeUsed : SECOND_FACTOR_MESSAGES.wrongCode,
  );
}

type Attempt = {
  account: Account;
  pending: PendingSignIn;
  code: string;
  finish: (secondFactor: PassedSecondFactor) => Parameters<typeof startSignedInSession>[3];
};

async function withTotpCode(deps: SecondFactorDeps, attempt: Attempt): Promise<PassedSignIn> {
  const totp = await findConfirmedTotp(deps.db, attempt.account.id);
  if (!totp) throw new Refused('no-authenticator');
  const step = await stepOfCode(await deps.sealer.open(totp.secretSealed), attempt.code);
  if (step === null) throw new Refused('wrong-code');
  const issued = await deps.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, totp.id, step))) throw new Refused('replay');
    if (!(await spendPendingSignIn(tx, attempt.pending.id))) throw signInExpired();
    return startSignedInSession(tx, deps, attempt.account, attempt.finish('TOTP'));
  });
  return { issued, door: attempt.pending.door, recoveryCodesLeft: null };
}

async function withRecoveryCode(deps: SecondFactorDeps, attempt: Attempt): Promise<PassedSignIn> {
  const { account } = attempt;
  return deps.db.transaction(async (tx) => {
    if (!(await spendRecoveryCode(tx, account.id, attempt.code))) throw new Refused('wrong-recovery-code');
    if (!(await spendPendingSignIn(tx, attempt.pending.id))) throw signInExpired();
    const left = await recoveryCodesLeft(tx, account.id);
    const issued = await startSignedInSession(tx, deps, account, attempt.finish('RECOVERY_CODE'));
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.recovery-code-used',
      after: { left },
      context: attempt.finish('RECOVERY_CODE').context,
      mail: recoveryCodeUsedMail({ to: account.email, firstName: account.firstName, left }),
    });
    return { issued, door: attempt.pending.door, recoveryCodesLeft: left };
  });
}
