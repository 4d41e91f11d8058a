import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { DarkModeSwitch } from '@/features/profile/components/dark-mode-switch';
import { ToastSlot } from './toast-slot';
import { UserMenu } from './user-menu';

/** The plain front layout for any other user type: an Account dropdown (docs/routes.md). */
export function FrontLayout() {
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Stack
            component={RouterLink}
            to={paths.home}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark size={28} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{APP_NAME}</Typography>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <DarkModeSwitch compact />
          <UserMenu label="Account" profileLabel="Profile" button="Account" />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: 4, '&:focus': { outline: 'none' } }}
      >
        {/* The top bar scrolls away here: toasts keep to the window's top edge once it has. */}
        <ToastSlot below={8} />
        <Outlet />
      </Container>
    </Box>
  );
}
