import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Reading something for the page failed: what went wrong, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
