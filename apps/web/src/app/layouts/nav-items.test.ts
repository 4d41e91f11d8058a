import { abilitiesFor, type AuthorityRole, type UserType } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, authorityNavItems, authorityRoleLabel, navItemState } from './nav-items';

const abilities = (userType: UserType, role: AuthorityRole | null) =>
  abilitiesFor({ userType, role, authorityId: 2, impersonating: false });

const labels = (items: readonly { label: string; to: string }[]) =>
  items.map((item) => `${item.label} ${item.to}`);

describe('the sidebar items', () => {
  it('give the admin layout Dashboard, Admin List and Authority', () => {
    expect(labels(ADMIN_NAV_ITEMS)).toEqual([
      'Dashboard /dashboard',
      'Admin List /admin',
      'Authority /authority',
    ]);
  });

  it('give an AUTHORITY account with role ADMIN Dashboard, Authority User, its Contractors and Cases List', () => {
    expect(labels(authorityNavItems(abilities('AUTHORITY', 'ADMIN')))).toEqual([
      'Dashboard /authority/dashboard',
      'Authority User /authority/user',
      'Contractors /authority/contractor/list/2',
      'Cases List /authority/case/list',
    ]);
  });

  it('give READWRITE Dashboard and Cases List', () => {
    expect(labels(authorityNavItems(abilities('AUTHORITY_USER', 'READWRITE')))).toEqual([
      'Dashboard /authority/dashboard',
      'Cases List /authority/case/list',
    ]);
  });

  it('hide Dashboard from READONLY', () => {
    expect(labels(authorityNavItems(abilities('AUTHORITY_USER', 'READONLY')))).toEqual([
      'Cases List /authority/case/list',
    ]);
  });

  it('keep Authority User, a page for user_type AUTHORITY only, from an authority user with role ADMIN', () => {
    expect(labels(authorityNavItems(abilities('AUTHORITY_USER', 'ADMIN')))).toEqual([
      'Dashboard /authority/dashboard',
      'Contractors /authority/contractor/list/2',
      'Cases List /authority/case/list',
    ]);
  });

  it('label the user menu Authority for role ADMIN and Officer otherwise', () => {
    expect(authorityRoleLabel(abilities('AUTHORITY', 'ADMIN'))).toBe('Authority');
    expect(authorityRoleLabel(abilities('AUTHORITY_USER', 'READWRITE'))).toBe('Officer');
    expect(authorityRoleLabel(abilities('AUTHORITY_USER', 'READONLY'))).toBe('Officer');
    expect(authorityRoleLabel(null)).toBe('Officer');
  });
});

describe('the Payments to authorise item', () => {
  const readWrite = abilities('AUTHORITY_USER', 'READWRITE');

  it('is left out when the server counted none for the user, who may not authorise', () => {
    expect(labels(authorityNavItems(readWrite, { paymentsToAuthorise: null }))).toEqual([
      'Dashboard /authority/dashboard',
      'Cases List /authority/case/list',
    ]);
  });

  it('comes last, with how many await as its badge, read out in words', () => {
    const items = authorityNavItems(readWrite, { paymentsToAuthorise: 4 });
    expect(labels(items).at(-1)).toBe('Payments to authorise /authority/payments-to-authorise');
    expect(items.at(-1)?.badge).toEqual({ count: 4, label: '4 awaiting authorisation' });
  });

  it('has no badge when none await', () => {
    const item = authorityNavItems(readWrite, { paymentsToAuthorise: 0 }).at(-1);
    expect(item?.label).toBe('Payments to authorise');
    expect(item?.badge).toBeUndefined();
  });
});

describe('the sidebar item for a page', () => {
  const [dashboard, adminList, authority] = ADMIN_NAV_ITEMS;
  it.each([
    ['/admin', 'Admin List', 'page'],
    ['/admin/add', 'Admin List', 'section'],
    ['/admin/edit/5', 'Admin List', 'section'],
    ['/authority/user/4', 'Authority', 'section'],
    ['/authority/user/edit/9', 'Authority', 'section'],
    ['/authority/contractor/list/4', 'Authority', 'section'],
    ['/authority/edit/4', 'Authority', 'section'],
  ])('marks %s as in %s', (pathname, label, state) => {
    const item = ADMIN_NAV_ITEMS.find((candidate) => candidate.label === label);
    expect(item && navItemState(item, pathname)).toBe(state);
    for (const other of [dashboard, adminList, authority]) {
      if (other && other !== item) expect(navItemState(other, pathname)).toBeNull();
    }
  });

  it('marks an authority admin’s user and contractor forms, and case pages, as in their sections', () => {
    const items = authorityNavItems(abilities('AUTHORITY', 'ADMIN'));
    const sectionOf = (pathname: string) =>
      items.filter((item) => navItemState(item, pathname) !== null).map((item) => item.label);
    expect(sectionOf('/authority/user/edit/9')).toEqual(['Authority User']);
    expect(sectionOf('/authority/contractor/list/edit/3')).toEqual(['Contractors']);
    expect(sectionOf('/authority/dashboard')).toEqual(['Dashboard']);
    expect(sectionOf('/case-manager/edit/12')).toEqual(['Cases List']);
    expect(sectionOf('/case-manager/add')).toEqual(['Cases List']);
  });
});
