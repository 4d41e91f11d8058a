import type { Abilities } from '@casekeeper/contract';
import { paths } from '@/config/paths';

export type NavIcon = 'dashboard' | 'admins' | 'authorities' | 'users' | 'cases';
export type NavItem = { label: string; to: string; icon: NavIcon };

/** The admin layout's sidebar (spec section 2). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' },
  { label: 'Admin List', to: paths.admin.list, icon: 'admins' },
  { label: 'Authority', to: paths.admin.authorities, icon: 'authorities' },
];

export type NavAbilities = Pick<Abilities, 'roleFlags'> & {
  can: Pick<Abilities['can'], 'manageAuthorityUsers'>;
};

/**
 * The authority layout's sidebar (spec section 2), from what the server says the caller may do:
 * Authority User for whoever may manage the authority's users (an AUTHORITY account with role
 * ADMIN); Dashboard hidden when the read-only flag is set.
 */
export function authorityNavItems(abilities: NavAbilities): NavItem[] {
  return [
    ...(abilities.roleFlags.readOnly
      ? []
      : [{ label: 'Dashboard', to: paths.authority.dashboard, icon: 'dashboard' } as const]),
    ...(abilities.can.manageAuthorityUsers
      ? [{ label: 'Authority User', to: paths.authority.users, icon: 'users' } as const]
      : []),
    { label: 'Cases List', to: paths.authority.caseList, icon: 'cases' },
  ];
}

/** The user menu's label in the authority layout: Authority for role ADMIN, Officer otherwise. */
export function authorityRoleLabel(abilities: Pick<Abilities, 'roleFlags'> | null): string {
  return abilities?.roleFlags.admin ? 'Authority' : 'Officer';
}
