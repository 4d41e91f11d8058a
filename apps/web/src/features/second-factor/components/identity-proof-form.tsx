import {
  currentPasswordRequestSchema,
  totpCodeRequestSchema,
  type IdentityProofRequest,
} from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CurrentPasswordField } from '@/components/current-password-field';
import { FormFrame } from '@/components/form-frame';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { CodeField } from './code-field';

const passwordSchema = formSchema(
  (values: { currentPassword: string }) => values,
  currentPasswordRequestSchema,
);
const codeSchema = formSchema((values: { code: string }) => values, totpCodeRequestSchema);

type IdentityProofFormProps = {
  id: string;
  /** What is about to happen, in a sentence. */
  explanation: string;
  submitLabel: string;
  /** Without a Casekeeper password (they sign in through their organisation), a code from their app. */
  hasPassword: boolean;
  onSubmit: (request: IdentityProofRequest) => Promise<void>;
  onCancel: () => void;
};

/** A change to the sign-in methods that only the person may make: their current password, or their app's code, first. */
export function IdentityProofForm({ hasPassword, ...props }: IdentityProofFormProps) {
  return hasPassword ? <WithPassword {...props} /> : <WithCode {...props} />;
}

type ProofProps = Omit<IdentityProofFormProps, 'hasPassword'>;

function WithPassword({ id, explanation, submitLabel, onSubmit, onCancel }: ProofProps) {
  const form = useContractForm({ defaultValues: { currentPassword: '' }, schema: passwordSchema });
  return (
    <FormFrame form={form} onSubmit={onSubmit}>
      <Typography>{explanation}</Typography>
      <CurrentPasswordField id={id} {...form.field('currentPassword')} />
      <ProofButtons busy={form.busy} submitLabel={submitLabel} onCancel={onCancel} />
    </FormFrame>
  );
}

function WithCode({ id, explanation, submitLabel, onSubmit, onCancel }: ProofProps) {
  const form = useContractForm({ defaultValues: { code: '' }, schema: codeSchema });
  return (
    <FormFrame form={form} onSubmit={onSubmit}>
      <Typography>{explanation}</Typography>
      <Typography>
        You sign in through your organisation: confirm with the code your authenticator app shows.
      </Typography>
      <CodeField id={id} {...form.field('code')} />
      <ProofButtons busy={form.busy} submitLabel={submitLabel} onCancel={onCancel} />
    </FormFrame>
  );
}

function ProofButtons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" aria-disabled={busy}>
        {busy ? 'Checking…' : submitLabel}
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </Stack>
  );
}
