import FormControlLabel from '@mui/material/FormControlLabel';
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
  'A second factor is a code from an authenticator app, asked for after the password. People without one set it up at their next sign-in.';

/**
 * Whether everyone in the authority must pass a second factor: its ADMINs switch it (saved at
 * once), everyone else reads it.
 */
export function SecondFactorPolicySection({ canEdit }: { canEdit: boolean }) {
  const policy = useGetSecondFactorPolicyQuery();
  const [save, saving] = useSaveSecondFactorPolicyMutation();
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);

  const change = async (requireSecondFactor: boolean) => {
    setOutcome(null);
    try {
      setOutcome({
        message: (await save({ body: { requireSecondFactor } }).unwrap()).message,
        failed: false,
      });
    } catch (failure) {
      setOutcome({ message: toApiFailure(failure).message, failed: true });
    }
  };

  const required = policy.data?.requireSecondFactor ?? false;
  return (
    <SectionCard heading="Signing in" hint={HINT}>
      {policy.error ? (
        <LoadFailure message={toApiFailure(policy.error).message} onRetry={() => void policy.refetch()} />
      ) : !policy.data ? (
        <PageLoading inline />
      ) : canEdit ? (
        <FormControlLabel
          control={
            <Switch
              checked={required}
              disabled={saving.isLoading}
              onChange={(event) => void change(event.target.checked)}
            />
          }
          label="Require a second factor for everyone"
        />
      ) : (
        <Typography>
          {required
            ? 'Everyone in your authority signs in with a second factor.'
            : 'A second factor is each person’s own choice.'}
        </Typography>
      )}
      <FormMessage message={outcome?.message ?? null} severity={outcome?.failed ? 'error' : 'success'} />
    </SectionCard>
  );
}
