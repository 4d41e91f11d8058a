import Button from '@mui/material/Button';

type SubmitButtonProps = {
  label: string;
  /** Shown while the form is busy, e.g. "Signing in…". */
  busyLabel: string;
  busy: boolean;
};

/** The form's submit button; it says what is happening while the request runs. */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth aria-disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
