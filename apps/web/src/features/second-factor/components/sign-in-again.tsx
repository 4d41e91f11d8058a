import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { signInPathFrom } from '@/lib/navigation/return-path';

/** A pending sign-in that cannot go on: why, and the way back to the password (the portal's, for an applicant). */
export function SignInAgain({ message }: { message: string }) {
  const signInPath = signInPathFrom(useLocation().state);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <FormMessage message={message} ref={alert} />
      <Link component={RouterLink} to={signInPath}>
        Sign in again
      </Link>
    </Stack>
  );
}
