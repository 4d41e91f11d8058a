import type { IdentityProvider } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { announced } from '@/components/data-list/record-confirmations';
import { useConfirm } from '@/components/data-list/use-confirm';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useIdentityProvider, type ProviderOwner } from '../hooks/use-identity-provider';
import { SingleSignOnForm } from './single-sign-on-form';

const HINT =
  'People sign in with their organisation\u2019s own account (Microsoft Entra ID, or another OpenID Connect provider), chosen by the domain of their e-mail address.';

/** "a", "a or b", "a, b or c". */
const either = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;

/** Where single sign-on stands, in a sentence. */
function standing(provider: IdentityProvider | null): string {
  if (!provider) return 'Not set up: everyone signs in with a password.';
  const { displayName, allowedDomains } = provider;
  if (!provider.isActive) {
    return `${displayName} is saved but turned off: everyone signs in with a password.`;
  }
  const how = provider.passwordSignIn ? ', or with a password' : ' only';
  return `People with addresses at ${either(allowedDomains)} sign in with ${displayName}${how}.`;
}

/** The single sign-on provider of an authority or of the platform: set up, change, remove. */
export function SingleSignOnSection({ owner }: { owner: ProviderOwner }) {
  const { read, save, remove } = useIdentityProvider(owner);
  const dialog = useConfirm();
  const answer = read.data;
  const provider = answer?.provider ?? null;

  const askToRemove = (saved: IdentityProvider) =>
    dialog.ask({
      title: 'Remove single sign-on?',
      message: `People will no longer be offered ${saved.displayName}: they sign in with their Casekeeper passwords (someone without one sets it with "Forgot password?").`,
      confirmLabel: 'Remove single sign-on',
      destructive: true,
      onConfirm: announced(remove),
    });

  return (
    <SectionCard heading="Single sign-on" hint={HINT}>
      {read.error ? (
        <LoadFailure message={toApiFailure(read.error).message} onRetry={() => void read.refetch()} />
      ) : !answer ? (
        <PageLoading inline />
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>{standing(provider)}</Typography>
          <SingleSignOnForm
            // A save or a removal answers the provider as it now is: the form starts again from it.
            key={provider?.version ?? 'none'}
            answer={answer}
            onSave={save}
            {...(provider ? { onRemove: () => askToRemove(provider) } : {})}
          />
        </>
      )}
      <ConfirmDialog {...dialog.dialogProps} />
    </SectionCard>
  );
}
