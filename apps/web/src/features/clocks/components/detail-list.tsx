import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type Detail = { label: string; text: ReactNode };

/** Labels and their values side by side, as a description list (read as pairs by screen readers). */
export function DetailList({ details, rowGap = 0.25 }: { details: readonly Detail[]; rowGap?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: 'contents' }}>
          <dt>{detail.label}</dt>
          <dd>{detail.text}</dd>
        </Box>
      ))}
    </Box>
  );
}
