import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_MAIL_DIR } from '../playwright.config';
import { capturedMailFiles } from './mail';
import { acceptInvitation } from './platform-admin';
import { hasSecondFactor, keptSessionHeaders } from './second-factor';
import { freshShortCode } from './short-code';
import type { Credentials } from './session';

/** Ends a sign-in `bearerHeaders` made, unless it is one the worker keeps. */
async function signOutUnlessKept(
  request: APIRequestContext,
  who: Credentials,
  headers: Record<string, string>,
) {
  if (!hasSecondFactor(who)) await request.post('/api/logout', { headers });
}

type Envelope<T> = { statusCode: number; message: string; data: T };

export type AuthorityPeople = {
  authorityId: number;
  authorityName: string;
  officer: Credentials & { firstName: string };
};

/**
 * The Authorization header of a sign-in of `who` through the API: a fresh one, or for a person
 * with a second factor (every platform admin) the one this worker keeps.
 */
export async function bearerHeaders(request: APIRequestContext, who: Credentials) {
  if (hasSecondFactor(who)) return keptSessionHeaders(who);
  const login = await request.post('/api/login', { data: who });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token } = ((await login.json()) as Envelope<{ access_token: string }>).data;
  return { Authorization: `Bearer ${access_token}` };
}

/**
 * A new authority and one read-write officer (AUTHORITY_USER), made by the test's own platform
 * admin through the API; the officer sets a password through the invitation mail.
 */
export async function createAuthorityWithOfficer(
  request: APIRequestContext,
  admin: Credentials,
  officerFirstName: string,
): Promise<AuthorityPeople> {
  const headers = await bearerHeaders(request, admin);
  const stamp = Date.now();
  const authorityName = `Wessex Council ${stamp}`;
  const authority = await request.post('/api/admin/add', {
    headers,
    data: {
      type: 'authority',
      name: authorityName,
      shortCode: freshShortCode('W'),
      addressLine1: '1 Civic Way',
      town: 'Casterbridge',
      postCode: 'DT1 1AA',
      contactEmail: `wessex.${stamp}@e2e.casekeeper.test`,
      contactPhone: '01632 960 010',
    },
  });
  expect(authority.status(), await authority.text()).toBe(200);
  const authorityId = ((await authority.json()) as Envelope<{ id: number }>).data.id;

  const email = `${officerFirstName.toLowerCase()}.${stamp}@e2e.casekeeper.test`;
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const added = await request.post('/api/authority/user/add', {
    headers,
    data: {
      authorityId,
      email,
      firstName: officerFirstName,
      lastName: 'Officer',
      userType: 'AUTHORITY_USER',
      role: 'READWRITE',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await signOutUnlessKept(request, admin, headers);
  const officer = await acceptInvitation(request, email, seen, 'e2e officer passphrase one');
  return { authorityId, authorityName, officer: { ...officer, firstName: officerFirstName } };
}

/** A user of `authorityId`, added by the platform admin `admin`, who chooses a password through the mail. */
export async function addAuthorityUser(
  request: APIRequestContext,
  admin: Credentials,
  authorityId: number,
  firstName: string,
  role: 'READONLY' | 'READWRITE' | 'ADMIN',
): Promise<Credentials & { id: number }> {
  const headers = await bearerHeaders(request, admin);
  const email = `${firstName.toLowerCase()}.${Date.now()}@e2e.casekeeper.test`;
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const added = await request.post('/api/authority/user/add', {
    headers,
    data: { authorityId, email, firstName, lastName: 'Tester', userType: 'AUTHORITY_USER', role },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { id } = ((await added.json()) as Envelope<{ id: number }>).data;
  await signOutUnlessKept(request, admin, headers);
  return { ...(await acceptInvitation(request, email, seen, `e2e ${role} passphrase one`)), id };
}

/**
 * Makes `user` read-only, as the platform admin `admin` would. No case is assigned to a
 * READONLY user: a reader's cases are those they held before their role changed.
 */
export async function makeReadOnly(
  request: APIRequestContext,
  admin: Credentials,
  user: { id: number },
): Promise<void> {
  const headers = await bearerHeaders(request, admin);
  const read = await request.get(`/api/authority/user/edit/${user.id}`, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { id, version, email, firstName, lastName, phone, userType } = (
    (await read.json()) as Envelope<{
      id: number;
      version: number;
      email: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      userType: string;
    }>
  ).data;
  const saved = await request.post('/api/authority/user/update', {
    headers,
    data: { id, version, email, firstName, lastName, phone, userType, role: 'READONLY' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await signOutUnlessKept(request, admin, headers);
}
