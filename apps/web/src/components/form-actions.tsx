import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { LEAVE_FORM_STATE } from '@/lib/forms/leave-form';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type FormActionsProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  cancelTo: string;
  /** The form has changes not yet saved: leaving other than by Cancel asks first. */
  dirty: boolean;
};

/** Save and Cancel under a record form; Save says what is happening while it runs. */
export function FormActions({ label, busyLabel, busy, cancelTo, dirty }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
      <UnsavedChangesGuard when={dirty} />
      <Button type="submit" variant="contained" aria-disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Button component={RouterLink} to={cancelTo} state={LEAVE_FORM_STATE}>
        Cancel
      </Button>
    </Stack>
  );
}
