import { SECOND_FACTOR_MESSAGES, type PendingSignIn as PendingView } from '@casekeeper/contract';
import type { RequestContext } from '../../platform/audit/request-context';
import { fieldError, type AppError } from '../../platform/errors/app-error';
import { recordFactorChange } from './factor-change';
import { recoveryCodeUsedMail } from './factor-mails';
import {
  guessSecondFactor,
  SecondFactorRefused,
  type PassedSignIn,
  type PendingInput,
  type SecondFactorAttempt,
} from './guess-second-factor';
import { pendingAccountOf } from './pending-account';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import type { SecondFactorDeps } from './second-factor-deps';
import { findSignInFactors, hasSecondFactor, methodsOf } from './sign-in-factors';
import { stepOfCode } from './totp';
import { claimTotpStep, findConfirmedTotp } from './totp-repository';

/** What the page of a pending sign-in shows: how to finish it, and whose it is. */
export async function readPendingSignIn(
  deps: Pick<SecondFactorDeps, 'db'>,
  pendingToken: string | undefined,
): Promise<PendingView> {
  const { account } = await pendingAccountOf(deps, pendingToken);
  const factors = await findSignInFactors(deps.db, account.id);
  return { methods: methodsOf(factors), mustEnrol: !hasSecondFactor(factors), firstName: account.firstName };
}

/**
 * Finishes a pending sign-in with the authenticator app's code or a recovery code, one try of the
 * pending sign-in's few under the account's lockout (`guessSecondFactor`). A code is accepted once:
 * one of a time step at or before the last accepted is refused, and so is a used recovery code.
 */
export async function passSecondFactor(
  deps: SecondFactorDeps,
  input: PendingInput & { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<PassedSignIn> {
  const { code, recoveryCode, ...pendingInput } = input;
  return guessSecondFactor(
    deps,
    { ...pendingInput, method: code === undefined ? 'RECOVERY_CODE' : 'TOTP', refusal: wrongCodeError },
    (attempt) =>
      code === undefined
        ? withRecoveryCode(deps, attempt, { code: recoveryCode ?? '', context: input.context })
        : withTotpCode(deps, attempt, code),
  );
}

function wrongCodeError(reason: string): AppError {
  if (reason === 'wrong-recovery-code')
    return fieldError('recoveryCode', SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
  return fieldError(
    'code',
    reason === 'replay' ? SECOND_FACTOR_MESSAGES.codeUsed : SECOND_FACTOR_MESSAGES.wrongCode,
  );
}

async function withTotpCode(
  deps: SecondFactorDeps,
  { account, pending, signIn }: SecondFactorAttempt,
  code: string,
): Promise<PassedSignIn> {
  const totp = await findConfirmedTotp(deps.db, account.id);
  if (!totp) throw new SecondFactorRefused('no-authenticator');
  const step = await stepOfCode(await deps.sealer.open(totp.secretSealed), code);
  if (step === null) throw new SecondFactorRefused('wrong-code');
  const issued = await deps.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, totp.id, step))) throw new SecondFactorRefused('replay');
    return signIn(tx);
  });
  return { issued, door: pending.door, recoveryCodesLeft: null };
}

async function withRecoveryCode(
  deps: SecondFactorDeps,
  { account, pending, signIn }: SecondFactorAttempt,
  typed: { code: string; context: RequestContext },
): Promise<PassedSignIn> {
  return deps.db.transaction(async (tx) => {
    if (!(await spendRecoveryCode(tx, account.id, typed.code)))
      throw new SecondFactorRefused('wrong-recovery-code');
    const issued = await signIn(tx);
    const left = await recoveryCodesLeft(tx, account.id);
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.recovery-code-used',
      after: { left },
      context: typed.context,
      mail: recoveryCodeUsedMail({ to: account.email, firstName: account.firstName, left }),
    });
    return { issued, door: pending.door, recoveryCodesLeft: left };
  });
}
