import Box from '@mui/material/Box';
import { useAppSelector } from '../store/hooks';
import { AppShell } from './app-shell';
import { authorityNavItems, authorityRoleLabel } from './nav-items';
import { UserMenu } from './user-menu';

/**
 * The authority layout, first version (spec section 2): sidebar by role, dark-mode switch and
 * user menu. The case search, alarm dropdown and impersonation slots arrive with later work.
 */
export function AuthorityLayout() {
  const user = useAppSelector((state) => state.auth.user);
  const firstName = user?.first_name ?? '';
  const roleLabel = authorityRoleLabel(user?.role ?? null);

  return (
    <AppShell
      navItems={user ? authorityNavItems(user) : []}
      userMenu={
        <UserMenu
          label={`Account: ${firstName}, ${roleLabel}`}
          profileLabel="My Profile"
          button={
            <>
              <span>{firstName}</span>
              <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                {roleLabel}
              </Box>
            </>
          }
        />
      }
    />
  );
}
