import type { SecondFactorMethod } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';

const OTHER_WAYS: Partial<Record<SecondFactorMethod, string>> = {
  TOTP: 'Use the code from your app instead',
  RECOVERY_CODE: 'Use a recovery code instead',
};

type PasskeyStepProps = {
  /** Asks the browser for the passkey and finishes signing in; throws what to show. */
  onUse: () => Promise<void>;
  /** The person's other ways to finish signing in. */
  others: readonly SecondFactorMethod[];
  onSwitch: (method: SecondFactorMethod) => void;
};

/** "Use a passkey": the browser asks for it; a cancelled or refused one says why, to try again. */
export function PasskeyStep({ onUse, others, onSwitch }: PasskeyStepProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const use = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onUse();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <FormMessage message={failure} severity="error" />
      <Button variant="contained" size="large" onClick={() => void use()} aria-disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Use a passkey'}
      </Button>
      {others.map((method) =>
        OTHER_WAYS[method] ? (
          <Link
            key={method}
            component="button"
            type="button"
            onClick={() => onSwitch(method)}
            sx={{ alignSelf: 'center' }}
          >
            {OTHER_WAYS[method]}
          </Link>
        ) : null,
      )}
    </Stack>
  );
}
