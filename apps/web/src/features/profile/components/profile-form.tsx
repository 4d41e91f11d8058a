import { updateProfileRequestSchema, type Profile, type UpdateProfileRequest } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/lib/forms/use-form';
import { validate, type Validation } from '@/lib/forms/validate';

type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  currentPassword: string;
};

const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your e-mail address';

type ProfileFormProps = {
  profile: Profile;
  /** Saves; answers the server's message, or throws a failure to show. */
  onSave: (request: UpdateProfileRequest) => Promise<string>;
};

/**
 * The request for the changes made, with the version of the profile they were made to: the
 * e-mail address and current password only when it changed.
 */
export function checkProfile(
  values: ProfileValues,
  current: Pick<Profile, 'email' | 'version'>,
): Validation<UpdateProfileRequest> {
  const emailChanged = values.email.trim().toLowerCase() !== current.email.toLowerCase();
  const request = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    ...(emailChanged ? { email: values.email, currentPassword: values.currentPassword } : {}),
    version: current.version,
  };
  const result = validate(updateProfileRequestSchema, request);
  if (emailChanged && values.currentPassword === '') {
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, currentPassword: CURRENT_PASSWORD_NEEDED } };
  }
  return result;
}

export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const form = useForm<ProfileValues>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    email: profile.email,
    currentPassword: '',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const emailChanged = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { setValues } = form;

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const submit = async (request: UpdateProfileRequest) => {
    setSaved(null);
    const message = await onSave(request);
    setValues((current) => ({ ...current, currentPassword: '' }));
    setSaved(message);
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      aria-busy={form.busy}
      onSubmit={form.handleSubmit((values) => checkProfile(values, profile), submit)}
    >
      <FormMessage message={saved} severity="success" ref={savedRef} />
      <FormMessage message={form.formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="profile-first-name"
          label="First name"
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <LabelledInput
          id="profile-last-name"
          label="Last name"
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
      </Stack>
      <LabelledInput
        id="profile-phone"
        type="tel"
        label="Telephone"
        autoComplete="tel"
        hint="Optional. For example 01632 960 001."
        {...form.field('phone')}
      />
      <LabelledInput
        id="profile-email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      {emailChanged && (
        <LabelledInput
          id="profile-current-password"
          type="password"
          label="Current password"
          autoComplete="current-password"
          hint="Needed to change the e-mail address you sign in with."
          required
          {...form.field('currentPassword')}
        />
      )}
      <SubmitButton label="Save changes" busyLabel="Saving…" busy={form.busy} />
    </Stack>
  );
}
