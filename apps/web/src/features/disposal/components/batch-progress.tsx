import type { DisposalBatch } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useGetDisposalBatchQuery } from '../api/disposal-api';
import { batchProgressInWords } from '../lib/disposal-words';

const POLL_MS = 1000;

/** A bulk disposal's progress, read every second until it has finished; then `onFinished`. */
export function BatchProgress({
  batch,
  onFinished,
}: {
  batch: DisposalBatch;
  onFinished: (finished: DisposalBatch) => void;
}) {
  const labelId = useId();
  const running = batch.state === 'RUNNING';
  const read = useGetDisposalBatchQuery(
    { params: { batchId: batch.id } },
    { pollingInterval: running ? POLL_MS : 0 },
  );
  const current = read.data ?? batch;
  const done = current.state !== 'RUNNING';
  useEffect(() => {
    if (done && running) onFinished(current);
  }, [done, running, current, onFinished]);
  const percent =
    current.caseCount === 0 ? 100 : Math.round((current.disposedCount / current.caseCount) * 100);
  const words = batchProgressInWords(current);
  if (current.state === 'FAILED') return <Alert severity="error">{words}</Alert>;
  if (done) return <Alert severity="success">{words}</Alert>;
  return (
    <Stack spacing={1} role="status" aria-live="polite">
      <Typography id={labelId}>{words}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} />
    </Stack>
  );
}
