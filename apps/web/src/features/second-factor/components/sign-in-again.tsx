import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { paths } from '@/config/paths';

/** A pending sign-in that cannot go on: why, and the way back to the password. */
export function SignInAgain({ message }: { message: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <FormMessage message={message} ref={alert} />
      <Link component={RouterLink} to={paths.login}>
        Sign in again
      </Link>
    </Stack>
  );
}
