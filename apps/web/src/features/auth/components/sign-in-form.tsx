import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type SubmitEvent,
} from 'react';
import { Link as RouterLink } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import type { z } from 'zod';
import { asFormFailure, placeFailure } from '@/lib/forms/form-failure';

export type SignInCredentials = {
  email: string;
  password: string;
};

/** Single sign-on's part of the staff's form (features/single-sign-on), given by the app. */
export type SignInAlternative = {
  /** Told of the address once it is typed: the field left, or the form sent. */
  onEmail: (email: string) => void;
  /** Shown under the address: the offer of the organisation's own sign-in, if it has one. */
  offer: ReactNode;
  /** False: the address's organisation signs in without passwords, so the form asks for none. */
  passwordSignIn: boolean;
  /** Sending the form when it asks for no password takes the offer. */
  takeOffer: () => void;
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
  alternative?: SignInAlternative;
};

const FIELDS = ['email', 'password'] as const;

/**
 * The sign-in form. The page it is on must stay under its weight budget, so it keeps its own few
 * lines of state rather than the form library the other forms use; the contract's schema still
 * checks it (loaded with the first use) and failures land as on every other form.
 */
export function SignInForm({ schema, onSubmit, onFirstUse, botCheckSlot, alternative }: SignInFormProps) {
  const [values, setValues] = useState<SignInCredentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formElement = useRef<HTMLFormElement>(null);
  const running = useRef(false);

  // After a failed attempt, focus goes to the first field in error, else to the alert.
  useEffect(() => {
    const element = formElement.current;
    if (attempts === 0 || !element) return;
    const target =
      element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element.querySelector('[role="alert"]');
    target?.focus();
  }, [attempts]);

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const fail = (fields: Partial<Record<string, string>>, above: string | null) => {
    setErrors(fields);
    setFormError(above);
    setAttempts((n) => n + 1);
  };

  const submit = async () => {
    const checked = (await schema()).safeParse(values);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      fail(fields, null);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      const placed = placeFailure(asFormFailure(error), FIELDS);
      fail(placed.fields, placed.above);
    }
  };

  const withPassword = alternative?.passwordSignIn !== false;

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    alternative?.onEmail(values.email);
    if (!withPassword) {
      alternative.takeOffer();
      return;
    }
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void submit().finally(() => {
      running.current = false;
      setBusy(false);
    });
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      ref={formElement}
      aria-busy={busy}
      onSubmit={handleSubmit}
      onFocus={onFirstUse}
      onPointerDown={onFirstUse}
    >
      <FormMessage message={formError} />
      <LabelledInput
        id="sign-in-email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        {...field('email')}
        onBlur={() => alternative?.onEmail(values.email)}
      />
      {alternative?.offer}
      {withPassword && (
        <LabelledInput
          id="sign-in-password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
      )}
      <div ref={botCheckSlot} />
      {withPassword && (
        <SubmitButton
          label="Sign in"
          busyLabel="Signing in…"
          busy={busy}
          // The organisation's own sign-in, when offered, is the one button to stand out.
          variant={alternative?.offer ? 'outlined' : 'contained'}
        />
      )}
      {withPassword && (
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
      )}
    </Stack>
  );
}
