import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { APP_NAME, pageTitle } from '@/config/app';

type AuthPageCardProps = {
  heading: string;
  intro: string;
  children: ReactNode;
};

/** The frame of the public pages: the brand, the page heading, a line of guidance, the form. */
export function AuthPageCard({ heading, intro, children }: AuthPageCardProps) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <title>{pageTitle(heading)}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <BrandMark size={32} />
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{APP_NAME}</Typography>
        </Stack>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>{intro}</Typography>
        {children}
      </Paper>
    </Box>
  );
}
