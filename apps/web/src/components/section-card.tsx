import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  heading: string;
  /** A line under the heading saying what the section is for. */
  hint?: string;
  children: ReactNode;
};

/** One part of a page (a case's client, address, money…) on its own card, named by its heading. */
export function SectionCard({ heading, hint, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <div>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          {hint && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography>}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
