import {
  BOT_CHECK_ACTIONS,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@casekeeper/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { postPasswordReset } from '../api/reset-password';
import { useBotCheck } from '@/lib/bot-check/use-bot-check';
import { AuthPageCard } from '@/components/auth-page-card';

type ResetValues = { newPassword: string; confirmNewPassword: string };

export function PasswordResetPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const schema = useMemo(
    () => formSchema((values: ResetValues) => ({ ...values, token }), passwordResetRequestSchema),
    [token],
  );
  const form = useContractForm({ defaultValues: { newPassword: '', confirmNewPassword: '' }, schema });
  const { slotRef, prepare, token: botCheckToken } = useBotCheck(BOT_CHECK_ACTIONS.passwordReset);

  useEffect(prepare, [prepare]);

  const submit = async (request: PasswordResetRequest) => {
    const captchaToken = await botCheckToken();
    let message: string;
    try {
      message = await postPasswordReset({ ...request, ...(captchaToken ? { captchaToken } : {}) });
    } catch (error) {
      throw new SubmitFailure(toApiFailure(error));
    }
    await navigate(paths.login, { replace: true, state: { notice: message } });
  };

  if (token === '') {
    return (
      <AuthPageCard heading="Choose a new password" intro="This reset link is incomplete.">
        <Stack spacing={2}>
          <FormMessage message="Open the link from the e-mail again, or ask for a new one." severity="info" />
          <Link component={RouterLink} to={paths.forgotPassword}>
            Ask for a new reset link
          </Link>
        </Stack>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard heading="Choose a new password" intro="Choose a new password for your account.">
      <FormFrame form={form} onSubmit={submit}>
        <NewPasswordFields
          idPrefix="reset"
          newPassword={form.field('newPassword')}
          confirmNewPassword={form.field('confirmNewPassword')}
        />
        <div ref={slotRef} />
        <SubmitButton label="Set new password" busyLabel="Saving…" busy={form.busy} />
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
          Ask for a new reset link
        </Link>
      </FormFrame>
    </AuthPageCard>
  );
}
