import Box from '@mui/material/Box';
import { useAppSelector } from '../store/hooks';
import { AppShell } from './app-shell';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

/** The platform administrator's layout (spec section 2, Admin layout). */
export function AdminLayout() {
  const firstName = useAppSelector((state) => state.auth.user?.first_name ?? '');

  return (
    <AppShell
      navItems={ADMIN_NAV_ITEMS}
      userMenu={
        <UserMenu
          label={`Account: ${firstName}, Admin`}
          profileLabel="My Profile"
          button={
            <>
              <span>{firstName}</span>
              <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                Admin
              </Box>
            </>
          }
        />
      }
    />
  );
}
