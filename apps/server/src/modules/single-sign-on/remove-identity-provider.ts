import type { IdentityProviderAnswer } from '@casekeeper/contract';
import { auditChange, type ChangedBy } from '../../platform/audit/audit-change';
import { findProviderOf, removeProvider } from './identity-provider-repository';
import { auditedSettings, identityProviderAnswer } from './identity-provider-view';
import { mailProviderChange } from './provider-change-mail';
import type { SignOnDeps } from './sign-on-deps';

/** Removes a provider (nothing to remove is fine): its people sign in with passwords again. */
export async function removeIdentityProvider(
  deps: Pick<SignOnDeps, 'db' | 'redirectUri' | 'mailer'>,
  input: ChangedBy & { authorityId: number | null },
): Promise<IdentityProviderAnswer> {
  await deps.db.transaction(async (tx) => {
    const before = await findProviderOf(tx, input.authorityId, { forUpdate: true });
    if (!before) return;
    await removeProvider(tx, before.id);
    await auditChange(tx, input, 'identity-provider.remove', before.id, {
      authorityId: input.authorityId,
      before: auditedSettings(before),
    });
    await mailProviderChange(tx, deps.mailer, {
      authorityId: input.authorityId,
      byId: input.caller.webUserId,
      kind: 'removed',
      provider: before,
    });
  });
  return identityProviderAnswer(undefined, deps.redirectUri);
}
