import { totpCodeRequestSchema, type TotpCodeRequest, type TotpEnrolment } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormFrame } from '@/components/form-frame';
import { SubmitButton } from '@/components/submit-button';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { CodeField } from './code-field';

const schema = formSchema((values: { code: string }) => values, totpCodeRequestSchema);

type TotpSetupProps = {
  enrolment: TotpEnrolment;
  /** Confirms the app with its first code; throws a failure to show. */
  onConfirm: (request: TotpCodeRequest) => Promise<void>;
  confirmLabel: string;
};

/**
 * Setting up an authenticator app: its QR code to scan, the key to type instead, and its first
 * code to confirm it. The QR code is drawn by the server and shown as an image, never as markup.
 */
export function TotpSetup({ enrolment, onConfirm, confirmLabel }: TotpSetupProps) {
  const form = useContractForm({ defaultValues: { code: '' }, schema });
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;

  return (
    <Stack spacing={3}>
      <Stack component="ol" spacing={2} sx={{ pl: 2.5, m: 0 }}>
        <li>
          <Typography>
            Open an authenticator app on your phone (Microsoft Authenticator, Google Authenticator or another)
            and scan this QR code.
          </Typography>
          <Box
            component="img"
            src={qrCode}
            alt="QR code to scan with your authenticator app"
            sx={{ display: 'block', width: 200, height: 200, mt: 2, bgcolor: '#fff', borderRadius: 1 }}
          />
        </li>
        <li>
          <Typography>Cannot scan it? Type this key into the app instead:</Typography>
          <Typography
            data-testid="totp-secret"
            sx={{
              mt: 1,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '1.05rem',
              letterSpacing: '0.05em',
              wordBreak: 'break-word',
              userSelect: 'all',
            }}
          >
            {enrolment.secret}
          </Typography>
        </li>
        <li>
          <Typography>Enter the 6-digit code the app shows for Casekeeper.</Typography>
        </li>
      </Stack>
      <FormFrame form={form} onSubmit={onConfirm}>
        <CodeField id="totp-setup-code" {...form.field('code')} />
        <SubmitButton label={confirmLabel} busyLabel="Checking…" busy={form.busy} />
      </FormFrame>
    </Stack>
  );
}
