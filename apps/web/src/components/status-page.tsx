import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/app';

type StatusPageProps = {
  heading: string;
  message: string;
  icon?: ReactNode;
  /** Buttons or links offering a way out. */
  children: ReactNode;
};

export function StatusPage({ heading, message, icon, children }: StatusPageProps) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <title>{pageTitle(heading)}</title>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        {icon}
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{message}</Typography>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}
