import { PASSKEY_MESSAGES, type IdentityProofRequest, type PasskeySummary } from '@casekeeper/contract';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { AppError } from '../../platform/errors/app-error';
import { recordFactorChange } from './factor-change';
import { passkeyRemovedMail } from './factor-mails';
import { provenAccount } from './identity-proof';
import { deletePasskey, findPasskeysOf, passkeySummaries } from './passkey-repository';
import { removeRecoveryCodes } from './recovery-codes';
import type { SecondFactorDeps } from './second-factor-deps';
import { findSignInFactors } from './sign-in-factors';
import { assertMayRemoveLastFactor } from './sign-in-methods';

const notFound = () => new AppError('NOT_FOUND', PASSKEY_MESSAGES.notFound);

/**
 * Removes one of the caller's passkeys, after their current password: refused when their authority
 * requires a second factor and it is their only one; with their last second factor go their
 * recovery codes. Audited and mailed; sign-ins that passed it go on.
 */
export async function removePasskey(
  deps: SecondFactorDeps,
  input: ChangeInput<{ id: number } & IdentityProofRequest>,
): Promise<PasskeySummary[]> {
  const account = await provenAccount(deps, input);
  const [factors, keys] = await Promise.all([
    findSignInFactors(deps.db, account.id),
    findPasskeysOf(deps.db, account.id),
  ]);
  if (!keys.some((key) => key.id === input.id)) throw notFound();
  const last = factors.totp === undefined && keys.length === 1;
  if (last) await assertMayRemoveLastFactor(deps.db, account);
  await deps.db.transaction(async (tx) => {
    const name = await deletePasskey(tx, account.id, input.id);
    if (name === undefined) throw notFound();
    if (last) await removeRecoveryCodes(tx, account.id);
    await recordFactorChange(tx, deps.mailer, {
      account,
      action: 'second-factor.passkey-removed',
      after: { method: 'PASSKEY', name, recoveryCodesRemoved: last },
      context: input.context,
      mail: passkeyRemovedMail({
        to: account.email,
        firstName: account.firstName,
        name,
        recoveryCodesRemoved: last,
      }),
    });
  });
  return passkeySummaries(deps.db, account.id);
}
