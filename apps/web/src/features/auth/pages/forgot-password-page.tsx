import { BOT_CHECK_ACTIONS, forgotPasswordRequestSchema } from '@casekeeper/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmailField } from '@/components/contact-fields';
import { FormFrame } from '@/components/form-frame';
import { FormMessage } from '@/components/form-message';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { postForgotPassword } from '../api/forgot-password';
import { useBotCheck } from '@/lib/bot-check/use-bot-check';
import { AuthPageCard } from '@/components/auth-page-card';

const schema = formSchema((values: { email: string }) => values, forgotPasswordRequestSchema);

export function ForgotPasswordPage() {
  const form = useContractForm({ defaultValues: { email: '' }, schema });
  const { slotRef, prepare, token: botCheckToken } = useBotCheck(BOT_CHECK_ACTIONS.forgotPassword);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(prepare, [prepare]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async ({ email }: { email: string }) => {
    const captchaToken = await botCheckToken();
    try {
      setSent(await postForgotPassword({ email, ...(captchaToken ? { captchaToken } : {}) }));
    } catch (error) {
      throw new SubmitFailure(toApiFailure(error));
    }
  };

  return (
    <AuthPageCard
      heading="Forgotten your password?"
      intro="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
    >
      {sent ? (
        <Stack spacing={3}>
          <FormMessage message={sent} severity="success" ref={sentRef} />
          <Link component={RouterLink} to={paths.login}>
            Back to sign in
          </Link>
        </Stack>
      ) : (
        <FormFrame form={form} onSubmit={submit}>
          <EmailField id="forgot-password-email" autoComplete="email" required {...form.field('email')} />
          <div ref={slotRef} />
          <SubmitButton label="Send reset link" busyLabel="Sending…" busy={form.busy} />
          <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center' }}>
            Back to sign in
          </Link>
        </FormFrame>
      )}
    </AuthPageCard>
  );
}
