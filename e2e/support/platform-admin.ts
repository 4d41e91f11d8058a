import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import { capturedMailFiles, waitForMail } from './mail';
import { keptSessionHeaders } from './second-factor';
import { freshShortCode } from './short-code';
import type { Credentials } from './session';

type Envelope<T> = { statusCode: number; message: string; data: T };

/**
 * The first admin's Authorization header: a sign-in this worker keeps (codes are spent once, so
 * the first admin is signed in as seldom as can be; no test signs it out).
 */
const firstAdminHeaders = () => keptSessionHeaders(E2E_ADMIN);

/** Sets the password through the link in the invitation mailed to `email`. */
export async function acceptInvitation(
  request: APIRequestContext,
  email: string,
  seen: ReadonlySet<string>,
  password: string,
): Promise<Credentials> {
  const mail = await waitForMail(E2E_MAIL_DIR, email, seen);
  const token = /invitation\?token=([\w.~%-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  const reset = await request.post('/api/invitation/accept', {
    data: { token: decodeURIComponent(token ?? ''), newPassword: password, confirmNewPassword: password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { email, password };
}

/**
 * A platform admin of the test's own, so no test signs in as the first admin in the browser: the
 * first admin invites it through the API, the password is set through the link in the captured
 * invitation mail, and the authenticator app every platform admin needs is set up at its first
 * sign-in, through the API; the credentials carry it.
 */
export async function createPlatformAdmin(
  request: APIRequestContext,
  firstName: string,
): Promise<Credentials> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@e2e.casekeeper.test`;
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const added = await request.post('/api/admin/add', {
    headers: await firstAdminHeaders(),
    data: { type: 'admin', email, firstName, lastName: 'Tester' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const admin = await acceptInvitation(request, email, seen, 'e2e admin console passphrase');
  await keptSessionHeaders(admin);
  return admin;
}

type Headers = Record<string, string>;

/** A new authority named `${prefix} ${stamp}`, added by the first admin; answers its id and name. */
async function addAuthority(
  request: APIRequestContext,
  headers: Headers,
  prefix: string,
  stamp: number,
): Promise<{ authorityId: number; authorityName: string }> {
  const authorityName = `${prefix} ${stamp}`;
  const authority = await request.post('/api/admin/add', {
    headers,
    data: {
      type: 'authority',
      name: authorityName,
      shortCode: freshShortCode(prefix),
      addressLine1: '1 Civic Way',
      town: 'Leeds',
      postCode: 'LS1 1UR',
      contactEmail: `contact.${stamp}@e2e.casekeeper.test`,
      contactPhone: '0113 496 0000',
    },
  });
  expect(authority.status(), await authority.text()).toBe(200);
  return { authorityId: ((await authority.json()) as Envelope<{ id: number }>).data.id, authorityName };
}

/** Adds a user to an authority as the first admin and waits for the invitation. */
async function inviteUser(
  request: APIRequestContext,
  headers: Headers,
  user: {
    authorityId: number;
    email: string;
    firstName: string;
    lastName: string;
    userType: string;
    role: string;
  },
) {
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const added = await request.post('/api/authority/user/add', { headers, data: user });
  expect(added.status(), await added.text()).toBe(200);
  return { seen, mail: await waitForMail(E2E_MAIL_DIR, user.email, seen) };
}

/** A new authority with its AUTHORITY account (role ADMIN), signed up through the invitation. */
export async function createAuthorityAccount(
  request: APIRequestContext,
  firstName: string,
): Promise<Credentials> {
  const headers = await firstAdminHeaders();
  const stamp = Date.now();
  const { authorityId } = await addAuthority(request, headers, 'Guard Test Council', stamp);
  const email = `${firstName.toLowerCase()}.${stamp}@e2e.casekeeper.test`;
  const { seen } = await inviteUser(request, headers, {
    authorityId,
    email,
    firstName,
    lastName: 'Account',
    userType: 'AUTHORITY',
    role: 'ADMIN',
  });
  return acceptInvitation(request, email, seen, 'e2e authority account passphrase');
}

/**
 * A new authority and an officer invited to it, whose invitation is left for the test to accept
 * in the browser: answers the officer's e-mail address and the page path of the mailed link.
 */
export async function inviteOfficer(
  request: APIRequestContext,
  firstName: string,
): Promise<{ email: string; authorityName: string; invitationPath: string }> {
  const headers = await firstAdminHeaders();
  const stamp = Date.now();
  const { authorityId, authorityName } = await addAuthority(
    request,
    headers,
    'Invitation Test Council',
    stamp,
  );
  const email = `${firstName.toLowerCase()}.${stamp}@e2e.casekeeper.test`;
  const { mail } = await inviteUser(request, headers, {
    authorityId,
    email,
    firstName,
    lastName: 'Officer',
    userType: 'AUTHORITY_USER',
    role: 'READWRITE',
  });
  const path = /https?:\/\/[^/\s]+(\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(path, mail.text).toBeDefined();
  return { email, authorityName, invitationPath: path ?? '' };
}
