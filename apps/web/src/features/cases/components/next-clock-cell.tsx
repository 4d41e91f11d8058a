import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RagBadge } from '@/components/rag-badge';
import { londonDayOf } from '@/lib/london-day';
import { nextClockDue, nextClockRag, type NextClock } from '../lib/next-clock-words';

/**
 * The list's Timescale cell: the case's next clock, its colour as the case page's badge says it,
 * and its name and due date.
 */
export function NextClockCell({ clock }: { clock: NextClock }) {
  const rag = nextClockRag(clock, londonDayOf(new Date()));
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {rag && clock.rag !== 'none' && <RagBadge rag={clock.rag} words={rag} size="small" />}
      <Typography variant="body2">{nextClockDue(clock)}</Typography>
    </Stack>
  );
}
