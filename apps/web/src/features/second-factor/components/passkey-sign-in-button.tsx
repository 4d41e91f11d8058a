import type { SessionUser } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';

type PasskeySignInButtonProps = {
  /** Keeps the session and goes on. */
  onSignedIn: (user: SessionUser) => Promise<void>;
};

/**
 * "Use a passkey instead" on the sign-in page: the passkey alone, where the person's authority
 * allows it. What it needs (the browser library, the contract) loads on the click, so the sign-in
 * page stays small.
 */
export function PasskeySignInButton({ onSignedIn }: PasskeySignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { signInWithPasskeyAlone } = await import('../passkey-sign-in');
      await onSignedIn(await signInWithPasskeyAlone());
    } catch (error) {
      // The loaded module words its failures (the server's refusal, or the browser's).
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <FormMessage message={failure} severity="error" />
      <Button variant="outlined" size="large" onClick={() => void signIn()} aria-disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Use a passkey instead'}
      </Button>
    </Stack>
  );
}
