import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A cell's second line (an address under a client's name), in the secondary colour its column
 * names it in under the header (RecordColumn's secondLine).
 */
export function SecondLine({ children }: { children: ReactNode }) {
  return (
    <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
