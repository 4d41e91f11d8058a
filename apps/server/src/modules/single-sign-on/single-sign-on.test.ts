import { SINGLE_SIGN_ON_MESSAGES, type SaveIdentityProviderRequest } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityProviders, mailOutbox, refreshTokenFamilies, webUsers } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, freshIp, refresh, refreshCookieOf, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../test/identity-provider';
import { redirectUriOf } from './sign-on-deps';

const context = useTestApp();
const api = apiCalls(context);
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

let idp: TestIdentityProvider;
let entra: TestIdentityProvider;
beforeAll(async () => {
  const redirectUri = redirectUriOf(context.config.PUBLIC_URL);
  idp = await startTestIdentityProvider({ redirectUri });
  entra = await startTestIdentityProvider({ redirectUri, path: `/${TENANT}/v2.0` });
});
afterAll(async () => {
  await idp.close();
  await entra.close();
});

let domainNumber = 0;
const freshDomain = () => `council${process.pid}x${(domainNumber += 1)}.gov.uk`;

function settingsFor(provider: TestIdentityProvider, domain: string): SaveIdentityProviderRequest {
  return {
    displayName: 'Borsetshire Council',
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    allowedDomains: [domain],
    passwordSignIn: true,
    enforcesMfa: false,
  };
}

/** An authority whose people of a fresh domain sign in with `provider`, set up by its ADMIN. */
async function authorityWithSignOn(provider: TestIdentityProvider = idp) {
  const domain = freshDomain();
  const admin = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
  const authorityId = admin.authorityId ?? 0;
  const saved = await api.post(`/identity-provider/${authorityId}`, admin, settingsFor(provider, domain));
  expect(saved.statusCode, saved.body).toBe(200);
  const officer = await createTestUser(context.db, { authorityId, email: `sam.officer@${domain}` });
  return { domain, admin, authorityId, officer };
}

/** Starts a sign-on for `email` and answers the cookie it set and the provider's address. */
async function start(email: string) {
  const response = await api.post('/sso/start', undefined, { email });
  expect(response.statusCode, response.body).toBe(200);
  const binding = response.cookies.find((cookie) => cookie.name === 'casekeeper_sso');
  expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sso/finish' });
  return {
    binding: binding?.value ?? '',
    authorizationUrl: response.json<{ data: { authorizationUrl: string } }>().data.authorizationUrl,
  };
}

function finish(callbackQuery: string, binding: string | undefined): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: 'POST',
    url: '/api/sso/finish',
    remoteAddress: freshIp(),
    payload: { callbackQuery },
    ...(binding === undefined ? {} : { cookies: { casekeeper_sso: binding } }),
  });
}

async function signOnAs(email: string, provider: TestIdentityProvider = idp) {
  const started = await start(email);
  return finish(await provider.followToCallback(started.authorizationUrl), started.binding);
}

async function lastRefusal() {
  const [row] = await context.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'auth.sso-failed'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.after as { reason: string } | undefined;
}

async function expectRefused(
  response: LightMyRequestResponse,
  reason: keyof typeof SINGLE_SIGN_ON_MESSAGES.refused,
) {
  expect(response.json<{ message: string }>().message).toBe(SINGLE_SIGN_ON_MESSAGES.refused[reason]);
  expect(refreshCookieOf(response)).toBeUndefined();
  expect(await lastRefusal()).toMatchObject({ reason });
}

describe('setting up an authority\u2019s provider', () => {
  it('reads the issuer first, keeps the secret sealed and never answers it, and audits', async () => {
    const { authorityId, admin, domain } = await authorityWithSignOn();
    const read = await api.get(`/identity-provider/${authorityId}`, admin);
    const { provider, redirectUri } = read.json<{
      data: { provider: Record<string, unknown>; redirectUri: string };
    }>().data;
    expect(provider).toMatchObject({
      issuerUrl: idp.issuer,
      allowedDomains: [domain],
      hasClientSecret: true,
    });
    expect(JSON.stringify(read.json())).not.toContain(idp.clientSecret);
    expect(redirectUri).toBe(`${context.config.PUBLIC_URL}/login/sso`);
    const [row] = await context.db
      .select({ sealed: identityProviders.clientSecretSealed })
      .from(identityProviders)
      .where(eq(identityProviders.authorityId, authorityId));
    expect(row?.sealed).not.toContain(idp.clientSecret);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'identity-provider.save'), eq(auditLog.authorityId, authorityId)));
    expect(JSON.stringify(audit)).not.toContain(idp.clientSecret);
    const [mail] = await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    expect(mail?.subject).toMatch(/^Single sign-on was set up for Test Council \w+'s people$/);
    expect(mail?.textBody).toContain('Password sign-in: still allowed');
    expect(mail?.textBody).not.toContain(idp.clientSecret);
  });

  it('tells the authority\u2019s ADMINs when it is removed, and its people sign in with passwords again', async () => {
    const { authorityId, admin, officer } = await authorityWithSignOn();
    const otherAdmin = await createTestUser(context.db, { authorityId, role: 'ADMIN' });
    const removed = await api.post(`/identity-provider/${authorityId}/remove`, admin);
    expect(removed.statusCode).toBe(200);
    const [mail] = await context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, otherAdmin.email));
    expect(mail?.subject).toMatch(/^Single sign-on was removed for /);
    expect(mail?.textBody).toContain('People sign in with their passwords again.');
    const offered = await api.post('/sso/find', undefined, { email: officer.email });
    expect(offered.json<{ data: unknown }>().data).toEqual({ provider: null });
  });

  it('refuses an issuer it cannot read, a plain-HTTP one elsewhere, and a domain another authority has', async () => {
    const { domain } = await authorityWithSignOn();
    const admin = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
    const path = `/identity-provider/${admin.authorityId}`;
    const unreadable = await api.post(path, admin, {
      ...settingsFor(idp, freshDomain()),
      issuerUrl: 'http://127.0.0.1:9/nothing-here',
    });
    expect(unreadable.statusCode).toBe(422);
    const plain = await api.post(path, admin, {
      ...settingsFor(idp, freshDomain()),
      issuerUrl: 'http://idp.example.com',
    });
    expect(plain.statusCode).toBe(400);
    const taken = await api.post(path, admin, settingsFor(idp, domain));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(SINGLE_SIGN_ON_MESSAGES.domainTaken(domain));
    const read = await api.get(path, admin);
    expect(read.json<{ data: { provider: unknown } }>().data.provider).toBeNull();
  });

  it('lets no one but the authority\u2019s ADMINs and platform admins near it', async () => {
    const { authorityId } = await authorityWithSignOn();
    const otherAdmin = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
    const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
    expect((await api.get(`/identity-provider/${authorityId}`, otherAdmin)).statusCode).toBe(403);
    expect((await api.get(`/identity-provider/${authorityId}`, officer)).statusCode).toBe(403);
    expect((await api.post(`/identity-provider/${authorityId}/remove`, otherAdmin)).statusCode).toBe(403);
    expect((await api.get(`/identity-provider/${authorityId}`, platformAdmin)).statusCode).toBe(200);
    expect((await api.get('/identity-provider/999999', platformAdmin)).statusCode).toBe(404);
  });
});

describe('finding and starting single sign-on', () => {
  it('answers by the domain alone: the same for an address with an account and one without', async () => {
    const { domain, officer } = await authorityWithSignOn();
    const known = await api.post('/sso/find', undefined, { email: officer.email });
    const unknown = await api.post('/sso/find', undefined, { email: `nobody.here@${domain}` });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json<{ data: unknown }>().data).toEqual({
      provider: { name: 'Borsetshire Council', passwordSignIn: true },
    });
    const elsewhere = await api.post('/sso/find', undefined, { email: 'someone@example.org' });
    expect(elsewhere.json<{ data: unknown }>().data).toEqual({ provider: null });
  });

  it('sends the person to the provider with PKCE, state, nonce and their address as a hint', async () => {
    const { officer } = await authorityWithSignOn();
    const { authorizationUrl } = await start(officer.email);
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toMatch(new RegExp(`^${idp.issuer}`));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('login_hint')).toBe(officer.email);
    expect(url.searchParams.get('redirect_uri')).toBe(`${context.config.PUBLIC_URL}/login/sso`);
  });
});

describe('signing in with the provider', () => {
  it('signs in the account of the verified e-mail, links its subject, and the session refreshes and ends', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'entra-subject-1', email: officer.email, emailVerified: true });
    const response = await signOnAs(officer.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { webUserId: number } }>().data.webUserId).toBe(officer.id);
    const [linked] = await context.db
      .select({ subject: webUsers.ssoSubject, issuer: webUsers.ssoIssuer })
      .from(webUsers)
      .where(eq(webUsers.id, officer.id));
    expect(linked).toEqual({ subject: 'entra-subject-1', issuer: idp.issuer });
    const [family] = await context.db
      .select({ method: refreshTokenFamilies.signInMethod, secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, officer.id));
    expect(family).toEqual({ method: 'SSO', secondFactor: null });

    const refreshed = await refresh(context.app, refreshCookieOf(response));
    expect(refreshed.statusCode).toBe(200);
    const signedOut = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { casekeeper_refresh: refreshCookieOf(refreshed) ?? '' },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await refresh(context.app, refreshCookieOf(refreshed))).statusCode).toBe(401);
  });

  it('finds a linked account by its subject even when the provider\u2019s address for it changes', async () => {
    const { officer, domain } = await authorityWithSignOn();
    idp.signInAs({ sub: 'entra-subject-2', email: officer.email });
    expect((await signOnAs(officer.email)).statusCode).toBe(200);
    idp.signInAs({ sub: 'entra-subject-2', email: `sam.renamed@${domain}` });
    const again = await signOnAs(officer.email);
    expect(again.json<{ data: { webUserId: number } }>().data.webUserId).toBe(officer.id);

    idp.signInAs({ sub: 'someone-else', email: officer.email });
    const impostor = await signOnAs(officer.email);
    expect(impostor.statusCode).toBe(403);
    await expectRefused(impostor, 'linked-elsewhere');
  });

  it('records the provider\u2019s MFA as the sign-in\u2019s second factor', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'mfa-subject', email: officer.email, amr: ['pwd', 'mfa'] });
    expect((await signOnAs(officer.email)).statusCode).toBe(200);
    const [family] = await context.db
      .select({ secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, officer.id));
    expect(family?.secondFactor).toBe('PROVIDER');
  });

  it('takes Entra ID\u2019s tenant-specific issuer, and refuses a token of another tenant', async () => {
    const { officer } = await authorityWithSignOn(entra);
    entra.signInAs({ sub: 'tenant-subject', email: officer.email, tid: TENANT });
    expect((await signOnAs(officer.email, entra)).statusCode).toBe(200);
    entra.signInAs({
      sub: 'tenant-subject',
      email: officer.email,
      tid: '00000000-0000-0000-0000-000000000000',
    });
    await expectRefused(await signOnAs(officer.email, entra), 'wrong-tenant');
  });
});

describe('an organisation that signs in with its provider alone', () => {
  it('refuses a password for its domain by naming the provider, and an account of it with another address', async () => {
    const { officer, admin, authorityId, domain } = await authorityWithSignOn();
    const saved = await api.post(`/identity-provider/${authorityId}`, admin, {
      ...settingsFor(idp, domain),
      clientSecret: '',
      passwordSignIn: false,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const byDomain = await api.post('/login', undefined, {
      email: officer.email,
      password: officer.password,
    });
    expect(byDomain.statusCode).toBe(403);
    expect(byDomain.json<{ message: string }>().message).toBe(
      SINGLE_SIGN_ON_MESSAGES.passwordsOff('Borsetshire Council'),
    );
    // The same words for an address of the domain without an account: they tell nothing of accounts.
    const nobody = await api.post('/login', undefined, {
      email: `nobody@${domain}`,
      password: 'anything at all',
    });
    expect(nobody.json<{ message: string }>().message).toBe(byDomain.json<{ message: string }>().message);
    // No password to forget: the reset link is refused alike.
    const forgot = await api.post('/forgot-password', undefined, { email: officer.email });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json<{ message: string }>().message).toBe(byDomain.json<{ message: string }>().message);

    const otherAddress = await createTestUser(context.db, {
      authorityId,
      email: `contractor${process.pid}@example.org`,
    });
    const turnedAway = await api.post('/login', undefined, {
      email: otherAddress.email,
      password: otherAddress.password,
    });
    expect(turnedAway.statusCode).toBe(401);
    // A blank secret kept the one saved first: single sign-on still works.
    idp.signInAs({ sub: 'still-works', email: officer.email });
    expect((await signOnAs(officer.email)).statusCode).toBe(200);
  });
});

describe('refusing a sign-on', () => {
  it('refuses a tampered state, a replayed answer and an answer brought to another browser', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'state-subject', email: officer.email });
    const started = await start(officer.email);
    const callback = await idp.followToCallback(started.authorizationUrl);
    const tampered = callback.replace(/state=[^&]+/, 'state=made-up');
    await expectRefused(await finish(tampered, started.binding), 'no-sign-on');
    await expectRefused(await finish(callback, 'another-browser'), 'other-browser');
    // The state was spent by the attempt from another browser: the answer cannot be used again.
    await expectRefused(await finish(callback, started.binding), 'no-sign-on');
  });

  it('refuses an ID token with the wrong nonce or for another client, signed by the provider', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'forged-subject', email: officer.email });
    try {
      idp.tamper({ nonce: 'not-the-nonce-we-sent' });
      await expectRefused(await signOnAs(officer.email), 'provider-answer');
      idp.tamper({ aud: 'some-other-client' });
      await expectRefused(await signOnAs(officer.email), 'provider-answer');
    } finally {
      idp.tamper({});
    }
  });

  it('refuses an expired code', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'slow-subject', email: officer.email });
    const started = await start(officer.email);
    idp.setCodeLifetime(1);
    const callback = await idp
      .followToCallback(started.authorizationUrl)
      .finally(() => idp.setCodeLifetime(60));
    // The code's whole point is that it expires: wait out its one-second life.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expectRefused(await finish(callback, started.binding), 'code-refused');
  });

  it('refuses an address outside the provider\u2019s domains, an unknown person, another authority\u2019s and an inactive one', async () => {
    const { officer, domain } = await authorityWithSignOn();
    idp.signInAs({ sub: 'outsider', email: 'sam.officer@gmail.com' });
    await expectRefused(await signOnAs(officer.email), 'other-domain');

    idp.signInAs({ sub: 'stranger', email: `nobody@${domain}` });
    const stranger = await signOnAs(officer.email);
    expect(stranger.statusCode).toBe(403);
    await expectRefused(stranger, 'no-account');

    const otherAuthority = await createTestAuthority(context.db);
    const elsewhere = await createTestUser(context.db, {
      authorityId: otherAuthority,
      email: `pat.elsewhere@${domain}`,
    });
    idp.signInAs({ sub: 'elsewhere', email: elsewhere.email });
    await expectRefused(await signOnAs(officer.email), 'no-account');

    await context.db.update(webUsers).set({ isActive: false }).where(eq(webUsers.id, officer.id));
    idp.signInAs({ sub: 'inactive', email: officer.email });
    await expectRefused(await signOnAs(officer.email), 'no-account');
  });

  it('refuses an unverified address and an answer without one', async () => {
    const { officer } = await authorityWithSignOn();
    idp.signInAs({ sub: 'unverified', email: officer.email, emailVerified: false });
    await expectRefused(await signOnAs(officer.email), 'email-not-verified');
    idp.signInAs({ sub: 'no-email' });
    await expectRefused(await signOnAs(officer.email), 'no-email');
  });

  it('does not start for a domain without a provider', async () => {
    const response = await api.post('/sso/start', undefined, { email: 'someone@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(SINGLE_SIGN_ON_MESSAGES.notOffered);
  });
});
