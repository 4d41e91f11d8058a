import { useAppSelector } from '../store/hooks';
import { AccountButton } from './account-button';
import { AppShell } from './app-shell';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

/** The platform administrator's layout (docs/routes.md). */
export function AdminLayout() {
  const firstName = useAppSelector((state) => state.auth.user?.first_name ?? '');

  return (
    <AppShell
      navItems={ADMIN_NAV_ITEMS}
      userMenu={
        <UserMenu
          label={`${firstName} Admin, account menu`}
          profileLabel="My Profile"
          button={<AccountButton firstName={firstName} label="Admin" />}
        />
      }
    />
  );
}
