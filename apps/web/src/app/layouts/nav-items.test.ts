import { abilitiesFor, type AuthorityRole, type UserType } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, authorityNavItems, authorityRoleLabel } from './nav-items';

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

  it('give an AUTHORITY account with role ADMIN Dashboard, Authority User and Cases List', () => {
    expect(labels(authorityNavItems(abilities('AUTHORITY', 'ADMIN')))).toEqual([
      'Dashboard /authority/dashboard',
      'Authority User /authority/user',
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
