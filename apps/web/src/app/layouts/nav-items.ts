import { roleFlags, type SessionUser } from '@casekeeper/contract';
import { paths } from '@/config/paths';

export type NavIcon = 'dashboard' | 'admins' | 'authorities' | 'users' | 'cases';
export type NavItem = { label: string; to: string; icon: NavIcon };

/** The admin layout's sidebar (spec section 2). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' },
  { label: 'Admin List', to: paths.admin.list, icon: 'admins' },
  { label: 'Authority', to: paths.admin.authorities, icon: 'authorities' },
];

/**
 * The authority layout's sidebar by role (spec section 2): an AUTHORITY account with role ADMIN
 * also gets Authority User (a page for user_type AUTHORITY only); read-only users lose Dashboard.
 */
export function authorityNavItems(user: Pick<SessionUser, 'user_type' | 'role'>): NavItem[] {
  const flags = roleFlags(user.role);
  return [
    ...(flags.readOnly
      ? []
      : [{ label: 'Dashboard', to: paths.authority.dashboard, icon: 'dashboard' } as const]),
    ...(user.user_type === 'AUTHORITY' && flags.admin
      ? [{ label: 'Authority User', to: paths.authority.users, icon: 'users' } as const]
      : []),
    { label: 'Cases List', to: paths.authority.caseList, icon: 'cases' },
  ];
}

/** The user menu's label: Admin in the admin layout; Authority or Officer in the authority one. */
export function authorityRoleLabel(role: SessionUser['role']): string {
  return roleFlags(role).admin ? 'Authority' : 'Officer';
}
