import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import type { z } from 'zod';
import { useContractForm } from '@/lib/forms/use-contract-form';

export type SignInCredentials = {
  email: string;
  password: string;
};

type SignInFormProps = {
  /** Loads the contract's sign-in schema, which checks the values. */
  schema: () => Promise<z.ZodType<SignInCredentials, SignInCredentials>>;
  /** Signs in; throws a failure (message and field messages) to show. */
  onSubmit: (credentials: SignInCredentials) => Promise<void>;
  /** Called when someone starts using the form, to load what signing in needs. */
  onFirstUse?: () => void;
  /** Where the bot check may show a challenge. */
  botCheckSlot?: Ref<HTMLDivElement>;
};

export function SignInForm({ schema, onSubmit, onFirstUse, botCheckSlot }: SignInFormProps) {
  const form = useContractForm({ defaultValues: { email: '', password: '' }, schema });

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      aria-busy={form.busy}
      onSubmit={form.submit(onSubmit)}
      onFocus={onFirstUse}
      onPointerDown={onFirstUse}
    >
      <FormMessage message={form.formError} />
      <LabelledInput
        id="sign-in-email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <LabelledInput
        id="sign-in-password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div ref={botCheckSlot} />
      <SubmitButton label="Sign in" busyLabel="Signing in…" busy={form.busy} />
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
        Forgot password?
      </Link>
    </Stack>
  );
}
