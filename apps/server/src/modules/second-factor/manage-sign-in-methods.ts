import { SECOND_FACTOR_MESSAGES, type IdentityProofRequest, type SignInMethods } from '@casekeeper/contract';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { recordFactorChange } from './factor-change';
import { factorRemovedMail, recoveryCodesRenewedMail } from './factor-mails';
import { provenAccount } from './identity-proof';
import { removeRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import type { SecondFactorDeps } from './second-factor-deps';
import { findSignInFactors, hasSecondFactor } from './sign-in-factors';
import { assertMayRemoveLastFactor, callerAccount, getSignInMethods } from './sign-in-methods';
import { checkEnrolmentCode, confirmTotpEnrolment, enrolmentNotStarted } from './totp-enrolment';
import { removeTotp } from './totp-repository';

/** Confirms the app set up on the profile with its first code; answers new recovery codes, once. */
export async function confirmProfileEnrolment(
  deps: SecondFactorDeps,
  input: ChangeInput<{ code: string }>,
): Promise<string[]> {
  const account = await callerAccount(deps.db, input.caller);
  const check = await checkEnrolmentCode(deps, account.id, input.code);
  if (!check.matches) {
    if (check.why === 'not-started') throw enrolmentNotStarted();
    throw fieldError('code', SECOND_FACTOR_MESSAGES.wrongCode);
  }
  return deps.db.transaction((tx) =>
    confirmTotpEnrolment(tx, deps, account, { ...check, context: input.context }),
  );
}

/**
 * Removes the person's authenticator app, after their current password; with their last second
 * factor go their recovery codes. Refused when their authority requires a second factor and this
 * is their only one. Their other sign-ins go on (they passed it); the mail tells them.
 */
export async function removeAuthenticator(
  deps: SecondFactorDeps,
  input: ChangeInput<IdentityProofRequest>,
): Promise<SignInMethods> {
  const account = await provenAccount(deps, input);
  const factors = await findSignInFactors(deps.db, account.id);
  if (!factors.totp) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notEnrolled);
  if (factors.passkeys === 0) await assertMayRemoveLastFactor(deps.db, account);
  await deps.db.transaction(async (tx) => {
    await removeTotp(tx, account.id);
    if (factors.passkeys === 0) await removeRecoveryCodes(tx, account.id);
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.removed',
      after: { method: 'TOTP', recoveryCodesRemoved: factors.passkeys === 0 },
      context: input.context,
      mail: factorRemovedMail({ to: account.email, firstName: account.firstName }),
    });
  });
  return getSignInMethods(deps.db, account);
}

/** A new set of recovery codes, after the current password; the old set stops working. */
export async function renewRecoveryCodes(
  deps: SecondFactorDeps,
  input: ChangeInput<IdentityProofRequest>,
): Promise<string[]> {
  const account = await provenAccount(deps, input);
  if (!hasSecondFactor(await findSignInFactors(deps.db, account.id))) {
    throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.noFactorForCodes);
  }
  return deps.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, account.id);
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.recovery-codes',
      after: { recoveryCodes: codes.length },
      context: input.context,
      mail: recoveryCodesRenewedMail({ to: account.email, firstName: account.firstName }),
    });
    return codes;
  });
}
