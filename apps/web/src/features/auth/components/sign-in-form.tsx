import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SubmitEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { LabelledInput } from '@/components/labelled-input';
import { paths } from '@/config/paths';

export type SignInCredentials = {
  email: string;
  password: string;
};

export type SignInHandler = (credentials: SignInCredentials) => void;

type SignInFormProps = {
  onSubmit: SignInHandler;
};

const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export function SignInForm({ onSubmit }: SignInFormProps) {
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({ email: textOf(data, 'email'), password: textOf(data, 'password') });
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={handleSubmit}>
      <LabelledInput
        id="sign-in-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
      />
      <LabelledInput
        id="sign-in-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth>
        Sign in
      </Button>
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Link>
    </Stack>
  );
}
