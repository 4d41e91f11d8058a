import { changePasswordRequestSchema, type ChangePasswordRequest } from '@casekeeper/contract';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CurrentPasswordField } from '@/components/current-password-field';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { pageTitle } from '@/config/app';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAuthDispatch } from '../stores/auth-hooks';
import { changePassword } from '../stores/session-thunks';

type PasswordValues = { currentPassword: string; newPassword: string; confirmNewPassword: string };
const emptyValues: PasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const schema = formSchema((values: PasswordValues) => values, changePasswordRequestSchema);

export function ChangePasswordPage() {
  const dispatch = useAuthDispatch();
  const form = useContractForm({ defaultValues: emptyValues, schema });
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = async (request: ChangePasswordRequest) => {
    setDone(null);
    const result = await dispatch(changePassword(request));
    if (changePassword.rejected.match(result)) {
      throw new SubmitFailure(
        result.meta.rejectedWithValue
          ? result.meta.failure
          : { message: result.error.message ?? 'Changing the password failed.', fields: {} },
      );
    }
    form.reset(emptyValues);
    setDone(result.payload);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <title>{pageTitle('Change password')}</title>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Change password
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Changing your password signs you out on every other device.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <FormFrame
          form={form}
          onSubmit={submit}
          notice={<FormMessage message={done} severity="success" ref={doneRef} />}
        >
          <CurrentPasswordField id="change-current-password" {...form.field('currentPassword')} />
          <NewPasswordFields
            idPrefix="change"
            newPassword={form.field('newPassword')}
            confirmNewPassword={form.field('confirmNewPassword')}
          />
          <SubmitButton label="Change password" busyLabel="Changing password…" busy={form.busy} />
        </FormFrame>
      </Paper>
    </Stack>
  );
}
