import { describe, expect, it } from 'vitest';
import { abilitiesFor } from './abilities';
import { findRouteAccess, isAdmitted, mayCall, ROUTE_ACCESS, type AccessSubject } from './access';

const who = (userType: AccessSubject['userType'], role: AccessSubject['role'], impersonating = false) => ({
  userType,
  role,
  impersonating,
});
const platformAdmin = who('ADMIN', null);
const authorityAccount = who('AUTHORITY', 'ADMIN');
const authorityAdmin = who('AUTHORITY_USER', 'ADMIN');
const officer = who('AUTHORITY_USER', 'READWRITE');
const reader = who('AUTHORITY_USER', 'READONLY');

describe('applicants', () => {
  it('are admitted to the portal and their own account, and to no staff route', () => {
    const applicant = who('APPLICANT', null);
    const admitted = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access.kind === 'signed-in' && isAdmitted(access, applicant))
      .map(([route]) => route)
      .sort();
    expect(admitted).toEqual([
      'GET /me',
      'GET /me/abilities',
      'GET /portal/case',
      'GET /portal/conversation',
      'GET /profile',
      'GET /profile/passkeys',
      'GET /profile/sessions',
      'POST /change-password',
      'POST /mode/:mode',
      'POST /portal/document',
      'POST /portal/document-request/:id/upload',
      'POST /portal/message',
      'POST /profile',
      'POST /profile/passkeys',
      'POST /profile/passkeys/:id/remove',
      'POST /profile/passkeys/:id/rename',
      'POST /profile/passkeys/options',
      'POST /profile/sessions/:sessionId/end',
      'POST /profile/sessions/end-others',
    ]);
  });
});

describe('findRouteAccess', () => {
  it('finds exact entries, treats HEAD as GET and covers paths below a * entry', () => {
    expect(findRouteAccess('POST', '/admin/add')).toBe(ROUTE_ACCESS['POST /admin/add']);
    expect(findRouteAccess('HEAD', '/health')).toEqual({ kind: 'public' });
    expect(findRouteAccess('GET', '/docs/static/index.html')).toEqual({ kind: 'public' });
    expect(findRouteAccess('DELETE', '/admin/add')).toBeUndefined();
  });
});

describe('isAdmitted', () => {
  it('admits anyone to public routes and nobody unsigned to the others', () => {
    expect(isAdmitted({ kind: 'public' }, null)).toBe(true);
    expect(mayCall('GET /me', null)).toBe(false);
  });

  it('applies user types, then roles to authority callers only', () => {
    const rule = ROUTE_ACCESS['POST /contractor/add'];
    expect(
      [platformAdmin, authorityAccount, authorityAdmin, officer, reader].map((w) => isAdmitted(rule, w)),
    ).toEqual([true, true, true, false, false]);
  });

  it('admits the return from impersonation only within one', () => {
    expect(mayCall('POST /impersonate/back', officer)).toBe(false);
    expect(mayCall('POST /impersonate/back', who('AUTHORITY_USER', 'READWRITE', true))).toBe(true);
  });
});

describe('abilitiesFor, against the permission table of docs/roles.md', () => {
  const can = (subject: AccessSubject) => abilitiesFor({ ...subject, authorityId: null }).can;

  it('gives a platform admin the platform and every authority, but no role flags', () => {
    const abilities = abilitiesFor({ ...platformAdmin, authorityId: null });
    expect(abilities.roleFlags).toEqual({ readOnly: false, readWrite: false, admin: false });
    expect(abilities.can).toEqual({
      viewPlatformDashboard: true,
      manageAdmins: true,
      manageAuthorities: true,
      manageAuthorityUsers: true,
      manageContractors: true,
      viewContractors: true,
      impersonate: true,
      stopImpersonating: false,
      viewAudit: true,
      viewAlarms: false,
      viewMyWork: false,
      viewCaseViews: true,
      restrictCases: false,
    });
  });

  it('gives the AUTHORITY account its users and contractors, and nothing of the platform', () => {
    expect(can(authorityAccount)).toMatchObject({
      manageAuthorityUsers: true,
      manageContractors: true,
      viewContractors: true,
      manageAuthorities: false,
      impersonate: false,
      viewAudit: false,
    });
  });

  it('gives an authority administrator contractors but not /authority/user', () => {
    expect(can(authorityAdmin)).toMatchObject({ manageAuthorityUsers: false, manageContractors: true });
  });

  it('lets officers and readers read contractors only', () => {
    for (const subject of [officer, reader]) {
      expect(can(subject)).toMatchObject({
        manageAuthorityUsers: false,
        manageContractors: false,
        viewContractors: true,
      });
    }
    expect(abilitiesFor({ ...reader, authorityId: 3 }).roleFlags).toEqual({
      readOnly: true,
      readWrite: false,
      admin: false,
    });
  });

  it('gives alarms to read-write officers only', () => {
    expect(can(officer).viewAlarms).toBe(true);
    for (const subject of [platformAdmin, authorityAccount, authorityAdmin, reader]) {
      expect(can(subject).viewAlarms).toBe(false);
    }
  });

  it('gives My work to read-write officers and authority ADMINs, never to readers or platform admins', () => {
    for (const subject of [officer, authorityAccount, authorityAdmin])
      expect(can(subject).viewMyWork).toBe(true);
    for (const subject of [platformAdmin, reader]) expect(can(subject).viewMyWork).toBe(false);
  });

  it('shows who looked at a case to authority ADMINs (and platform admins), never to officers or readers', () => {
    for (const subject of [platformAdmin, authorityAccount, authorityAdmin]) {
      expect(can(subject).viewCaseViews).toBe(true);
    }
    for (const subject of [officer, reader]) expect(can(subject).viewCaseViews).toBe(false);
  });

  it('lets authority ADMINs restrict cases, never officers, readers or platform admins', () => {
    for (const subject of [authorityAccount, authorityAdmin]) expect(can(subject).restrictCases).toBe(true);
    for (const subject of [platformAdmin, officer, reader]) expect(can(subject).restrictCases).toBe(false);
  });

  it("gives an impersonation the user's abilities plus the way back", () => {
    expect(can(who('AUTHORITY_USER', 'READONLY', true))).toMatchObject({
      stopImpersonating: true,
      impersonate: false,
    });
  });
});
