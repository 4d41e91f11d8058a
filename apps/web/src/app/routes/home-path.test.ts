import { describe, expect, it } from 'vitest';
import { homePathFor, landingPathFor } from './home-path';

describe('homePathFor', () => {
  it('sends a platform admin to the admin dashboard', () => {
    expect(homePathFor({ user_type: 'ADMIN' })).toBe('/dashboard');
  });

  it('sends an authority account to the authority dashboard', () => {
    expect(homePathFor({ user_type: 'AUTHORITY' })).toBe('/authority/dashboard');
  });

  it('sends any other user type to the login page, as the root rule says', () => {
    expect(homePathFor({ user_type: 'AUTHORITY_USER' })).toBe('/login');
  });

  it('sends someone with no stored user to the login page', () => {
    expect(homePathFor(null)).toBe('/login');
  });
});

describe('landingPathFor', () => {
  it.each([
    ['ADMIN', null, '/dashboard'],
    ['AUTHORITY', 'ADMIN', '/authority/dashboard'],
    ['AUTHORITY_USER', 'ADMIN', '/authority/dashboard'],
    ['AUTHORITY_USER', 'READWRITE', '/authority/dashboard'],
    ['AUTHORITY_USER', 'READONLY', '/authority/case/list'],
  ] as const)('takes a signed-in %s (%s) to %s', (userType, role, path) => {
    expect(landingPathFor({ user_type: userType, role })).toBe(path);
  });
});
