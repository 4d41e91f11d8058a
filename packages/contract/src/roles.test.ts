import { describe, expect, it } from 'vitest';
import { AUTHORITY_ROLES, USER_TYPES, roleFlags } from './roles';

describe('roleFlags', () => {
  it('sets only readOnly for the READONLY role', () => {
    expect(roleFlags('READONLY')).toEqual({ readOnly: true, readWrite: false, admin: false });
  });

  it('sets only readWrite for the READWRITE role', () => {
    expect(roleFlags('READWRITE')).toEqual({ readOnly: false, readWrite: true, admin: false });
  });

  it('sets only admin for the ADMIN role', () => {
    expect(roleFlags('ADMIN')).toEqual({ readOnly: false, readWrite: false, admin: true });
  });

  it('sets every flag false when there is no role', () => {
    const none = { readOnly: false, readWrite: false, admin: false };
    expect(roleFlags(null)).toEqual(none);
    expect(roleFlags(undefined)).toEqual(none);
  });
});

describe('role and user type values', () => {
  it('are the values the web client stores', () => {
    expect(AUTHORITY_ROLES).toEqual(['READONLY', 'READWRITE', 'ADMIN']);
    // The spec's three, and APPLICANT for the portal's "anything else" (front layout).
    expect(USER_TYPES).toEqual(['ADMIN', 'AUTHORITY', 'AUTHORITY_USER', 'APPLICANT']);
  });
});
