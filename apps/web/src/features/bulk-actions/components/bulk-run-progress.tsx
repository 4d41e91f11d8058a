import type { BulkRun } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { bulkRunProgressWords } from '../lib/bulk-run-words';

/** A run's progress: a bar while it runs, then what it did. */
export function BulkRunProgress({ run }: { run: BulkRun }) {
  const labelId = useId();
  const finished = run.doneCount + run.refusedCount;
  const percent = run.totalCount === 0 ? 100 : Math.round((finished / run.totalCount) * 100);
  const words = bulkRunProgressWords(run);
  const ignored =
    run.ignoredCount > 0 ? (
      <Typography sx={{ color: 'text.secondary' }}>
        {run.ignoredCount.toLocaleString('en-GB')} of the ticked cases were left out: they are not yours to
        change.
      </Typography>
    ) : null;
  if (run.state !== 'RUNNING') {
    return (
      <Stack spacing={1}>
        <Alert severity={run.state === 'FAILED' ? 'error' : run.refusedCount > 0 ? 'warning' : 'success'}>
          {words}
        </Alert>
        {ignored}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Typography id={labelId}>{words}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} />
      {ignored}
    </Stack>
  );
}
