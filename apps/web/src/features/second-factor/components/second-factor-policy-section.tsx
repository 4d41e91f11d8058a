import type { SecondFactorPolicy } from '@casekeeper/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetSecondFactorPolicyQuery, useSaveSecondFactorPolicyMutation } from '../api/sign-in-methods-api';

const HINT =
  'A second factor is a code from an authenticator app or a passkey, asked for after the password. People without one set it up at their next sign-in. A passkey that checks who is using it (a PIN, fingerprint or face) may also sign someone in on its own.';

/**
 * Whether everyone in the authority must pass a second factor, and whether a passkey alone signs
 * in: its ADMINs switch them (saved at once), everyone else reads them.
 */
export function SecondFactorPolicySection({ canEdit }: { canEdit: boolean }) {
  const policy = useGetSecondFactorPolicyQuery();
  const [save, saving] = useSaveSecondFactorPolicyMutation();
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);

  const change = async (body: SecondFactorPolicy) => {
    setOutcome(null);
    try {
      setOutcome({
        message: (await save({ body }).unwrap()).message,
        failed: false,
      });
    } catch (failure) {
      setOutcome({ message: toApiFailure(failure).message, failed: true });
    }
  };

  const required = policy.data?.requireSecondFactor ?? false;
  const passkeyAlone = policy.data?.allowPasskeySignIn ?? false;
  return (
    <SectionCard heading="Second factor and passkeys" hint={HINT}>
      {policy.error ? (
        <LoadFailure message={toApiFailure(policy.error).message} onRetry={() => void policy.refetch()} />
      ) : !policy.data ? (
        <PageLoading inline />
      ) : canEdit ? (
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={required}
                disabled={saving.isLoading}
                onChange={(event) =>
                  void change({ requireSecondFactor: event.target.checked, allowPasskeySignIn: passkeyAlone })
                }
              />
            }
            label="Require a second factor for everyone"
          />
          <FormControlLabel
            control={
              <Switch
                checked={passkeyAlone}
                disabled={saving.isLoading}
                onChange={(event) =>
                  void change({ requireSecondFactor: required, allowPasskeySignIn: event.target.checked })
                }
              />
            }
            label="Allow signing in with a passkey alone"
          />
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Typography>
            {required
              ? 'Everyone in your authority signs in with a second factor.'
              : 'A second factor is each person’s own choice.'}
          </Typography>
          <Typography>
            {passkeyAlone
              ? 'A passkey alone may sign people in.'
              : 'A passkey is asked for after the password, never on its own.'}
          </Typography>
        </Stack>
      )}
      <FormMessage message={outcome?.message ?? null} severity={outcome?.failed ? 'error' : 'success'} />
    </SectionCard>
  );
}
