import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

/**
 * A dialog's buttons, inset as far as its title and fields: MUI's own 8 px left the last button
 * against the edge of a phone's full-screen dialog.
 */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <DialogActions sx={{ px: 3, pb: 2 }}>{children}</DialogActions>;
}
