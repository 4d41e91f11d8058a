import { PASSKEY_MESSAGES, type PasskeySummary } from '@casekeeper/contract';
import type { ChangeInput } from '../../platform/audit/audit-change';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors/app-error';
import { passkeySummaries, renamePasskeyRow } from './passkey-repository';
import type { SecondFactorDeps } from './second-factor-deps';
import { callerAccount } from './sign-in-methods';

/**
 * Renames one of the caller's passkeys. Only its label changes (what signs in stays the same), so
 * no password is asked and no mail sent; the audit log keeps the old and new names.
 */
export async function renamePasskey(
  deps: SecondFactorDeps,
  input: ChangeInput<{ id: number; name: string }>,
): Promise<PasskeySummary[]> {
  const account = await callerAccount(deps.db, input.caller);
  await deps.db.transaction(async (tx) => {
    const before = await renamePasskeyRow(tx, account.id, input.id, input.name);
    if (before === undefined) throw new AppError('NOT_FOUND', PASSKEY_MESSAGES.notFound);
    await recordAudit(tx, {
      action: 'second-factor.passkey-renamed',
      actorId: account.id,
      onBehalfOfId: input.caller.impersonatorId,
      authorityId: account.authorityId,
      entityType: 'web_user',
      entityId: String(account.id),
      before: { name: before },
      after: { name: input.name },
      ip: input.context.ip,
      requestId: input.context.requestId,
    });
  });
  return passkeySummaries(deps.db, account.id);
}
