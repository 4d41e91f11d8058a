import { updateProfileRequestSchema, type Profile, type UpdateProfileRequest } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CurrentPasswordField } from '@/components/current-password-field';
import { FormFrame } from '@/components/form-frame';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { FormMessage } from '@/components/form-message';
import { NameFields } from '@/components/person-fields';
import { SubmitButton } from '@/components/submit-button';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';

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
 * e-mail address and current password only when it changed, and then the password is needed.
 */
function profileSchema(current: Pick<Profile, 'email' | 'version'>) {
  return formSchema(
    (values: ProfileValues) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      ...(emailChanged(values.email, current.email)
        ? { email: values.email, currentPassword: values.currentPassword }
        : {}),
      version: current.version,
    }),
    updateProfileRequestSchema.refine(
      (request) => request.email === undefined || (request.currentPassword ?? '') !== '',
      { path: ['currentPassword'], error: CURRENT_PASSWORD_NEEDED },
    ),
  );
}

const emailChanged = (typed: string, current: string) => typed.trim().toLowerCase() !== current.toLowerCase();

export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const schema = useMemo(() => profileSchema(profile), [profile]);
  const form = useContractForm({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      email: profile.email,
      currentPassword: '',
    } satisfies ProfileValues,
    schema,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const changingEmail = emailChanged(form.watch('email'), profile.email);

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const submit = async (request: UpdateProfileRequest) => {
    setSaved(null);
    const message = await onSave(request);
    // A new address changes only once its link is opened: the form keeps showing the current one.
    form.reset({ ...form.getValues(), email: profile.email, currentPassword: '' });
    setSaved(message);
  };

  return (
    <FormFrame
      form={form}
      onSubmit={submit}
      notice={<FormMessage message={saved} severity="success" ref={savedRef} />}
    >
      <NameFields idPrefix="profile" field={form.field} own />
      <PhoneField id="profile-phone" autoComplete="tel" {...form.field('phone')} />
      <EmailField id="profile-email" autoComplete="email" required {...form.field('email')} />
      {profile.pendingEmail && (
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Waiting for you to confirm <strong>{profile.pendingEmail}</strong>: open the link we e-mailed to it.
          Until then, sign in with {profile.email}.
        </Typography>
      )}
      {changingEmail && (
        <CurrentPasswordField
          id="profile-current-password"
          hint="Needed to change the e-mail address you sign in with."
          {...form.field('currentPassword')}
        />
      )}
      <SubmitButton label="Save changes" busyLabel="Saving…" busy={form.busy} />
    </FormFrame>
  );
}
