import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

type FormActionsProps = { label: string; busyLabel: string; busy: boolean; cancelTo: string };

/** Save and Cancel under a record form; Save says what is happening while it runs. */
export function FormActions({ label, busyLabel, busy, cancelTo }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
      <Button type="submit" variant="contained" aria-disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
      <Button component={RouterLink} to={cancelTo}>
        Cancel
      </Button>
    </Stack>
  );
}
