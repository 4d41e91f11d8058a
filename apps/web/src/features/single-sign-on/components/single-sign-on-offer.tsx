import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { FormMessage } from '@/components/form-message';
import type { SingleSignOnOfferState } from '../hooks/use-single-sign-on-offer';

/**
 * "Sign in with {provider}", under the e-mail address on the staff's sign-in page. It speaks of
 * the organisation only: the server's answer is the domain's, and says nothing of an account.
 */
export function SingleSignOnOffer({ offer }: { offer: SingleSignOnOfferState }) {
  const { provider, starting, failure, start } = offer;
  const button = useRef<HTMLButtonElement>(null);
  const passwordsOff = provider?.passwordSignIn === false;

  // With passwords off the password field goes, perhaps from under the cursor: focus comes here.
  useEffect(() => {
    if (passwordsOff && document.activeElement === document.body) button.current?.focus();
  }, [passwordsOff]);

  if (!provider) return null;
  return (
    <Stack spacing={1.5}>
      <Box role="status" sx={{ '& p': { m: 0 }, '& p + p': { mt: 1 } }}>
        <p>Your organisation signs you in with {provider.name}.</p>
        {passwordsOff && <p>People there sign in with {provider.name}, not with a Casekeeper password.</p>}
      </Box>
      <FormMessage message={failure} />
      <Button
        ref={button}
        type="button"
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={starting}
        onClick={start}
      >
        {starting ? `Taking you to ${provider.name}…` : `Sign in with ${provider.name}`}
      </Button>
    </Stack>
  );
}
