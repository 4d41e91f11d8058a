import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type PartCardProps = {
  heading: string;
  /** How many there are in all: said in the heading. */
  count: number;
  /** What is said instead of the lines when there are none; absent: the lines (and controls) always show. */
  empty?: string;
  /** The lines shown, when fewer than `count`: the card says so. */
  shown: number;
  more?: ReactNode;
  children: ReactNode;
};

/** One part of My work on its own card: its heading says how many there are. */
export function PartCard({ heading, count, empty, shown, more, children }: PartCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {heading}{' '}
          <Typography component="span" variant="h6" sx={{ color: 'text.secondary' }}>
            ({count.toLocaleString('en-GB')})
          </Typography>
        </Typography>
        {count === 0 && empty !== undefined ? (
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        ) : (
          children
        )}
        {shown < count && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The first {shown} of {count.toLocaleString('en-GB')} are shown. {more}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
