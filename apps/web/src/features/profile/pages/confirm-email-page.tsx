import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthPageCard } from '@/components/auth-page-card';
import { FormMessage } from '@/components/form-message';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { postConfirmEmail } from '../api/confirm-email';

type Outcome =
  | { state: 'waiting' }
  | { state: 'busy' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

/**
 * /confirm-email?token=…: opened from the link mailed to a new address. The change is made by a
 * button, not on opening the page, so a mail scanner that follows links changes nothing.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });

  const confirm = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (outcome.state === 'busy') return;
    setOutcome({ state: 'busy' });
    try {
      setOutcome({ state: 'done', message: await postConfirmEmail(token) });
    } catch (error) {
      setOutcome({ state: 'failed', message: toApiFailure(error).message });
    }
  };

  if (token === '') {
    return (
      <AuthPageCard heading="Confirm your new e-mail address" intro="This link is incomplete.">
        <FormMessage message="Open the link from the e-mail again." severity="info" />
      </AuthPageCard>
    );
  }
  if (outcome.state === 'done') {
    return (
      <AuthPageCard heading="Your e-mail address has changed" intro="Use it the next time you sign in.">
        <Stack spacing={2}>
          <FormMessage message={outcome.message} severity="success" />
          <Link component={RouterLink} to={paths.login}>
            Go to sign in
          </Link>
        </Stack>
      </AuthPageCard>
    );
  }
  return (
    <AuthPageCard
      heading="Confirm your new e-mail address"
      intro="You asked to sign in to Casekeeper with this address from now on."
    >
      <Stack component="form" spacing={2} onSubmit={(event) => void confirm(event)} noValidate>
        <FormMessage message={outcome.state === 'failed' ? outcome.message : null} severity="error" />
        <Typography>Until you confirm it, your account keeps its current address.</Typography>
        <SubmitButton label="Confirm new address" busyLabel="Confirming…" busy={outcome.state === 'busy'} />
      </Stack>
    </AuthPageCard>
  );
}
