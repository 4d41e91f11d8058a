import Box from '@mui/material/Box';
import type { Ref } from 'react';

type FormMessageProps = {
  message: string | null;
  severity?: 'error' | 'success' | 'info';
  /** Focus lands here after a failed submit with no field to point at. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A message above a form: errors are announced at once, other news politely. Drawn without
 * MUI's Alert, which brings icons and a close button the sign-in page would load for nothing.
 */
export function FormMessage({ message, severity = 'error', ref }: FormMessageProps) {
  if (!message) return null;
  return (
    <Box
      ref={ref}
      role={severity === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      sx={{
        borderLeft: 4,
        borderColor: `${severity}.main`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        fontWeight: severity === 'error' ? 600 : 400,
        '&:focus-visible': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: `${severity}.main`,
          outlineOffset: 2,
        },
      }}
    >
      {message}
    </Box>
  );
}
