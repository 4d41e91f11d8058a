import { currentPasswordRequestSchema, type CurrentPasswordRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CurrentPasswordField } from '@/components/current-password-field';
import { FormFrame } from '@/components/form-frame';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';

const schema = formSchema((values: { currentPassword: string }) => values, currentPasswordRequestSchema);

type CurrentPasswordFormProps = {
  id: string;
  /** What is about to happen, in a sentence. */
  explanation: string;
  submitLabel: string;
  onSubmit: (request: CurrentPasswordRequest) => Promise<void>;
  onCancel: () => void;
};

/** A change to the sign-in methods that only the person may make: their current password first. */
export function CurrentPasswordForm({
  id,
  explanation,
  submitLabel,
  onSubmit,
  onCancel,
}: CurrentPasswordFormProps) {
  const form = useContractForm({ defaultValues: { currentPassword: '' }, schema });
  return (
    <FormFrame form={form} onSubmit={onSubmit}>
      <Typography>{explanation}</Typography>
      <CurrentPasswordField id={id} {...form.field('currentPassword')} />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" aria-disabled={form.busy}>
          {form.busy ? 'Checking…' : submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </FormFrame>
  );
}
