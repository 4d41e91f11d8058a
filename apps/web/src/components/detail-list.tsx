import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type Detail = { label: string; text: ReactNode };

type DetailListProps = {
  details: readonly Detail[];
  rowGap?: number;
  /** On a phone each value goes under its label, for values too long to sit beside one. */
  stackOnPhone?: boolean;
};

/** Labels and their values side by side, as a description list (read as pairs by screen readers). */
export function DetailList({ details, rowGap = 0.25, stackOnPhone = false }: DetailListProps) {
  const sideBySide = 'auto minmax(0, 1fr)';
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: stackOnPhone ? { xs: 'minmax(0, 1fr)', sm: sideBySide } : sideBySide,
        columnGap: 1.5,
        rowGap,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: stackOnPhone ? { xs: 0.75, sm: 0 } : 0 },
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
