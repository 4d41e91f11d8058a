import Alert from '@mui/material/Alert';
import { LoadFailure } from '@/components/load-failure';
import { toApiFailure } from '@/lib/api/api-failure';

/** A read that failed: a refusal (403: all but authority ADMINs) in the server's words, as no fault to try again; anything else to try again. */
export function ReadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = toApiFailure(error);
  if (failure.status === 403) return <Alert severity="info">{failure.message}</Alert>;
  return <LoadFailure message={failure.message} onRetry={onRetry} />;
}
