import type { Abilities } from '@casekeeper/contract';
import { CONTRACTOR_SEGMENT, paths } from '@/config/paths';

export type NavIcon = 'dashboard' | 'admins' | 'authorities' | 'users' | 'contractors' | 'cases' | 'payments';
export type NavItem = {
  label: string;
  to: string;
  icon: NavIcon;
  /** Paths whose sub-pages (forms, an authority's users) belong to this item's section. */
  sections?: readonly string[];
  /** How many things there wait for the user, shown beside the label; `label` reads it out in words. */
  badge?: { count: number; label: string };
};

/** The admin layout's sidebar (docs/routes.md). */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: 'dashboard' },
  { label: 'Admin List', to: paths.admin.list, icon: 'admins', sections: [paths.admin.list] },
  {
    label: 'Authority',
    to: paths.admin.authorities,
    icon: 'authorities',
    // An authority's users and contractors, and their forms, are reached from the authorities.
    sections: [paths.admin.authorities],
  },
];

/** Whether the sidebar item is the page shown, or the section it belongs to. */
export function navItemState(item: NavItem, pathname: string): 'page' | 'section' | null {
  if (pathname === item.to) return 'page';
  return item.sections?.some((section) => pathname.startsWith(`${section}/`)) ? 'section' : null;
}

export type NavAbilities = Pick<Abilities, 'roleFlags' | 'authorityId'> & {
  can: Pick<Abilities['can'], 'manageAuthorityUsers' | 'manageContractors'>;
};

/** What the server counted for the sidebar: the payments awaiting the user's authorisation, null when they may not authorise. */
export type NavCounts = { paymentsToAuthorise: number | null };

const NO_COUNTS: NavCounts = { paymentsToAuthorise: null };

function paymentsToAuthoriseItem(count: number): NavItem {
  return {
    label: 'Payments to authorise',
    to: paths.authority.paymentsToAuthorise,
    icon: 'payments',
    ...(count > 0 ? { badge: { count, label: `${count} awaiting authorisation` } } : {}),
  };
}

/**
 * The authority layout's sidebar (docs/routes.md), from what the server says the caller may do:
 * Authority User for whoever may manage the authority's users (an AUTHORITY account with role
 * ADMIN); Contractors for whoever may manage the authority's contractors (authority ADMINs);
 * Dashboard hidden when the read-only flag is set; Payments to authorise, with how many await,
 * for whoever the server counted them for.
 */
export function authorityNavItems(abilities: NavAbilities, counts: NavCounts = NO_COUNTS): NavItem[] {
  return [
    ...(abilities.roleFlags.readOnly
      ? []
      : [{ label: 'Dashboard', to: paths.authority.dashboard, icon: 'dashboard' } as const]),
    ...(abilities.can.manageAuthorityUsers
      ? [
          {
            label: 'Authority User',
            to: paths.authority.users,
            icon: 'users',
            sections: [paths.authority.users],
          } as const,
        ]
      : []),
    ...(abilities.can.manageContractors && abilities.authorityId !== null
      ? [
          {
            label: 'Contractors',
            to: paths.authority.contractorList.href(abilities.authorityId),
            icon: 'contractors',
            sections: [`/authority/${CONTRACTOR_SEGMENT}`],
          } as const,
        ]
      : []),
    // A case's own page belongs to the Cases List section.
    {
      label: 'Cases List',
      to: paths.authority.caseList,
      icon: 'cases',
      sections: ['/authority/case', '/case-manager'],
    },
    ...(counts.paymentsToAuthorise === null ? [] : [paymentsToAuthoriseItem(counts.paymentsToAuthorise)]),
  ];
}

/** The user menu's label in the authority layout: Authority for role ADMIN, Officer otherwise. */
export function authorityRoleLabel(abilities: Pick<Abilities, 'roleFlags'> | null): string {
  return abilities?.roleFlags.admin ? 'Authority' : 'Officer';
}
