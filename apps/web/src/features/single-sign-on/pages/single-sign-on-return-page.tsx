import { SINGLE_SIGN_ON_MESSAGES } from '@casekeeper/contract';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthPageCard } from '@/components/auth-page-card';
import { FormMessage } from '@/components/form-message';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { postFinishSignOn, type FinishedSignOn } from '../api/finish-sign-on';

type SingleSignOnReturnPageProps = {
  /** Goes on with what the server answered: keeps the session, and moves on. */
  onAnswered: (answer: FinishedSignOn) => Promise<void>;
};

/**
 * /login/sso: where the organisation's identity provider sends people back. What it sent (a
 * one-time code and the state) is read once and taken out of the address bar, so it is left in
 * neither the history nor a bookmark, then traded with the server for a session.
 */
export function SingleSignOnReturnPage({ onAnswered }: SingleSignOnReturnPageProps) {
  const [callbackQuery] = useState(() => window.location.search);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || callbackQuery === '') return;
    sent.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    postFinishSignOn(callbackQuery)
      .then(onAnswered)
      .catch((error: unknown) => setFailure(toApiFailure(error).message));
  }, [callbackQuery, onAnswered]);

  // Opened without what a provider sends back (typed, or reloaded after it was read).
  const shown = callbackQuery === '' ? SINGLE_SIGN_ON_MESSAGES.refused['no-sign-on'] : failure;

  return (
    <AuthPageCard heading="Signing in" intro="Finishing the sign-in with your organisation.">
      {shown ? (
        <Stack spacing={2.5}>
          <FormMessage message={shown} />
          <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'flex-start' }}>
            Back to sign in
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Signing you in…</Typography>
        </Stack>
      )}
    </AuthPageCard>
  );
}
