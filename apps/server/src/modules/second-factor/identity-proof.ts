import { SECOND_FACTOR_MESSAGES, type IdentityProofRequest } from '@casekeeper/contract';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { fieldError } from '../../platform/errors/app-error';
import { guessUnderLockout, verifyCurrentPassword, type Account } from '../auth';
import type { SecondFactorDeps } from './second-factor-deps';
import { callerAccount } from './sign-in-methods';
import { stepOfCode } from './totp';
import { claimTotpStep, findConfirmedTotp } from './totp-repository';

/**
 * The caller's account, once they have shown it is them: their current password (counted as
 * sign-in's), or, when they have none (they sign in through their organisation), a code from their
 * authenticator app, accepted once and guessed under the same lockout as a password.
 */
export async function provenAccount(
  deps: SecondFactorDeps,
  input: ChangeInput<IdentityProofRequest>,
): Promise<Account> {
  const account = await callerAccount(deps.db, input.caller);
  if (account.passwordHash !== null) {
    await verifyCurrentPassword(deps.db, account, input.currentPassword, {
      ...input.context,
      onBehalfOfId: input.caller.impersonatorId,
    });
    return account;
  }
  await verifyAppCode(deps, account, input);
  return account;
}

async function verifyAppCode(
  deps: SecondFactorDeps,
  account: Account,
  input: ChangeInput<IdentityProofRequest>,
): Promise<void> {
  const totp = await findConfirmedTotp(deps.db, account.id);
  if (!totp) throw fieldError('code', SECOND_FACTOR_MESSAGES.noCodeToConfirm);
  if (!input.code) throw fieldError('code', SECOND_FACTOR_MESSAGES.codeFormat);
  const code = input.code;
  const refusal = (reason: string) =>
    fieldError(
      'code',
      reason === 'replay' ? SECOND_FACTOR_MESSAGES.codeUsed : SECOND_FACTOR_MESSAGES.wrongCode,
    );
  await guessUnderLockout(
    deps,
    {
      account,
      deviceToken: undefined,
      context: input.context,
      refused: (reason) => ({
        action: 'auth.second-factor-failed',
        actorId: account.id,
        onBehalfOfId: input.caller.impersonatorId,
        authorityId: account.authorityId,
        entityType: 'web_user',
        entityId: String(account.id),
        after: { method: 'TOTP', reason, confirming: 'sign-in method change' },
        ip: input.context.ip,
        requestId: input.context.requestId,
      }),
    },
    async () => {
      const step = await stepOfCode(await deps.sealer.open(totp.secretSealed), code);
      if (step === null) return { passed: false, failedAs: 'wrong-code', error: refusal('wrong-code') };
      const claimed = await deps.db.transaction((tx) => claimTotpStep(tx, totp.id, step));
      if (!claimed) return { passed: false, failedAs: 'replay', error: refusal('replay') };
      return { passed: true, value: undefined };
    },
  );
}
