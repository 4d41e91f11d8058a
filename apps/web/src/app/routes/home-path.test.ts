import { describe, expect, it } from 'vitest';
import { homePathFor } from './home-path';

describe('homePathFor', () => {
  it('sends a platform admin to the admin dashboard', () => {
    expect(homePathFor({ user_type: 'ADMIN' })).toBe('/dashboard');
  });

  it('sends an authority account to the authority dashboard', () => {
    expect(homePathFor({ user_type: 'AUTHORITY' })).toBe('/authority/dashboard');
  });

  it('sends any other user type to the login page, as the spec says', () => {
    expect(homePathFor({ user_type: 'AUTHORITY_USER' })).toBe('/login');
  });

  it('sends someone with no stored user to the login page', () => {
    expect(homePathFor(null)).toBe('/login');
  });
});
