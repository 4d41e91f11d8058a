import { SIDEBAR_BREAKPOINT_PX } from '@casekeeper/contract';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { DarkModeSwitch } from '@/features/profile/components/dark-mode-switch';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { ToastSlot } from './toast-slot';

const DRAWER_WIDTH = 248;
/** The fixed top bar's height: MUI's toolbar, 56 px on a phone and 64 px from 600 px. */
const TOP_BAR_HEIGHT_PX = { xs: 56, sm: 64 };
const NARROW_QUERY = `(max-width:${SIDEBAR_BREAKPOINT_PX}px)`;

type AppShellProps = {
  navItems: readonly NavItem[];
  /** The user menu at the right of the top bar. */
  userMenu: ReactNode;
  /** Top bar slots before the dark-mode switch (search, alarms, impersonation). */
  topBarSlots?: ReactNode;
  /** Above every page's content, e.g. the impersonation banner (toasts show above it). */
  banner?: ReactNode;
};

/**
 * The admin and authority layouts' frame: a top bar and a sidebar that stays open above
 * 1200 px and, at 1200 px and below, opens over the page with a backdrop and closes again
 * after navigation (docs/routes.md).
 */
export function AppShell({ navItems, userMenu, topBarSlots, banner }: AppShellProps) {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const location = useLocation();
  // Opened at one location: any navigation (a new location key) closes it again.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = narrow && openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);

  const sidebar = (
    <>
      <Toolbar />
      <SidebarNav items={navItems} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {narrow && (
            <IconButton
              edge="start"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="app-sidebar"
              onClick={() => setOpen(!open)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Stack
            component={RouterLink}
            to={paths.home}
            aria-label={`${APP_NAME} home`}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark size={28} />
            {/* On a phone the mark alone leaves the top bar room for its controls. */}
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', display: { xs: 'none', sm: 'block' } }}>
              {APP_NAME}
            </Typography>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          {topBarSlots}
          <DarkModeSwitch compact />
          {userMenu}
        </Toolbar>
      </AppBar>
      <Drawer
        id="app-sidebar"
        variant={narrow ? 'temporary' : 'permanent'}
        open={narrow ? open : true}
        onClose={() => setOpen(false)}
        sx={{
          width: narrow ? undefined : DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {sidebar}
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <ToastSlot below={TOP_BAR_HEIGHT_PX} />
        {banner}
        <Outlet />
      </Box>
    </Box>
  );
}
