import Button from '@mui/material/Button';

type SubmitButtonProps = {
  label: string;
  /** Shown while the form is busy, e.g. "Signing in…". */
  busyLabel: string;
  busy: boolean;
  /** Outlined when another way on is the one to take first (the organisation's sign-in). */
  variant?: 'contained' | 'outlined';
};

/** The form's submit button; it says what is happening while the request runs. */
export function SubmitButton({ label, busyLabel, busy, variant = 'contained' }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size="large" fullWidth aria-disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
