import { REFRESH_TOKEN_IN_COOKIE } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, authorities, refreshTokenFamilies, refreshTokens, webUsers } from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../platform/auth/access-token';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { createTestUser, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { AUTH_MESSAGES } from './auth-messages';
import { lockSecondsAfter } from './login-throttle';

const JWT_SECRET = 'sessions-test-secret-at-least-32-characters';
const RATE_LIMIT = 8;
const IP_RATE_LIMIT = 40;
const context = useTestApp({
  JWT_SECRET,
  TRUST_PROXY: '1',
  AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: String(IP_RATE_LIMIT),
});

let lastIp = 0;
/** Each test comes from its own address, so per-IP limits of one test never touch another. */
const freshIp = () => `198.51.100.${(lastIp += 1)}`;

const post = (
  url: string,
  options: { payload?: object; ip?: string; cookie?: string; headers?: object } = {},
) =>
  context.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? freshIp(),
    payload: options.payload,
    headers: options.headers as Record<string, string> | undefined,
    cookies: options.cookie ? { casekeeper_refresh: options.cookie } : undefined,
  });

const me = (accessToken: string) =>
  context.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });

const auditActions = async (entityId: number) =>
  (
    await context.db
      .select({ action: auditLog.action, ip: auditLog.ip, requestId: auditLog.requestId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

type Cookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
};
const refreshCookies = (response: { cookies: Cookie[] }) =>
  response.cookies.filter((cookie) => cookie.name === 'casekeeper_refresh');

describe('POST /api/login', () => {
  it('answers the session fields, sets the refresh cookie on two paths only, and audits', async () => {
    const user = await createTestUser(context.db, { firstName: 'Priya', role: 'READWRITE' });
    const response = await post('/api/login', {
      payload: { email: user.email.toUpperCase(), password: user.password },
      ip: '203.0.113.9',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toEqual({
      access_token: expect.any(String),
      refresh_token: REFRESH_TOKEN_IN_COOKIE,
      user_type: 'AUTHORITY_USER',
      role: 'READWRITE',
      first_name: 'Priya',
      webUserId: user.id,
      auth_id: user.authorityId,
      // Nothing chosen yet: the web client follows the device (docs/sessions.md).
      themeMode: null,
      impersonating: false,
      expires_in: 600,
    });

    const cookies = refreshCookies(response);
    // Sent back only to refresh and logout, never readable by script, never cross-site, and
    // gone when the sign-in's 12 hours are up.
    expect(cookies.map(({ path, httpOnly, sameSite }) => ({ path, httpOnly, sameSite }))).toEqual([
      { path: '/api/refresh-token', httpOnly: true, sameSite: 'Strict' },
      { path: '/api/logout', httpOnly: true, sameSite: 'Strict' },
    ]);
    for (const cookie of cookies) expect(cookie.maxAge).toBeGreaterThan(43_190);
    for (const cookie of cookies) expect(cookie.maxAge).toBeLessThanOrEqual(43_200);
    expect(cookies[0]?.value).toBe(cookies[1]?.value);
    expect(cookies.some((cookie) => 'secure' in cookie && cookie.secure)).toBe(false);

    // Only the hash of the refresh token is stored.
    const stored = await context.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(hashSecretToken(cookies[0]?.value ?? ''));
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookies[0]?.value);

    const [row] = await context.db
      .select({ lastLoginAt: webUsers.lastLoginAt })
      .from(webUsers)
      .where(eq(webUsers.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorId, user.id)));
    expect(audit).toMatchObject({ ip: '203.0.113.9', requestId: response.headers['x-request-id'] });
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const user = await createTestUser(context.db);
    const response = await post('/api/login', {
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(refreshCookies(response).every((cookie) => 'secure' in cookie && cookie.secure === true)).toBe(
      true,
    );
  });

  it('answers an unknown e-mail and a wrong password alike, and audits both with the IP', async () => {
    const user = await createTestUser(context.db);
    const wrongPassword = await post('/api/login', {
      payload: { email: user.email, password: 'not the password at all' },
      ip: '203.0.113.20',
    });
    const unknownEmail = await post('/api/login', {
      payload: { email: 'nobody@nowhere.gov.uk', password: user.password },
      ip: '203.0.113.21',
    });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: AUTH_MESSAGES.invalidCredentials,
        data: { code: 'UNAUTHENTICATED' },
      });
      expect(response.cookies).toHaveLength(0);
    }
    const failures = await context.db
      .select({ ip: auditLog.ip, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login-failed'));
    expect(failures).toEqual(
      expect.arrayContaining([
        { ip: '203.0.113.20', after: { email: user.email, reason: 'wrong-password' } },
        { ip: '203.0.113.21', after: { email: 'nobody@nowhere.gov.uk', reason: 'unknown-email' } },
      ]),
    );
  });

  it('refuses a deactivated or deleted user, or one of a deactivated authority, with 403 after a right password', async () => {
    const inactive = await createTestUser(context.db, { isActive: false });
    const deleted = await createTestUser(context.db);
    await context.db.update(webUsers).set({ deletedAt: new Date() }).where(eq(webUsers.id, deleted.id));
    const ofInactiveAuthority = await createTestUser(context.db);
    await context.db
      .update(authorities)
      .set({ isActive: false })
      .where(eq(authorities.id, ofInactiveAuthority.authorityId ?? 0));

    for (const [user, message] of [
      [inactive, AUTH_MESSAGES.accountInactive],
      [deleted, AUTH_MESSAGES.accountInactive],
      [ofInactiveAuthority, AUTH_MESSAGES.authorityInactive],
    ] as const) {
      const response = await post('/api/login', { payload: { email: user.email, password: user.password } });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
      expect(response.cookies).toHaveLength(0);
    }
    // A wrong password still gets the generic answer: the 403 is only for someone who knows it.
    const guess = await post('/api/login', {
      payload: { email: inactive.email, password: 'a wrong guess here' },
    });
    expect(guess.statusCode).toBe(401);
  });

  it('validates the body with a message per field', async () => {
    const response = await post('/api/login', { payload: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields).sort()).toEqual(['email', 'password']);
  });
});

describe('lockout after repeated failures', () => {
  it('locks for a minute after five failures, answers 429 with Retry-After even for the right password, and audits', async () => {
    const user = await createTestUser(context.db);
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/api/login', {
        payload: { email: user.email, password: `wrong password ${attempt}` },
        ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/login', { payload: { email: user.email, password: user.password }, ip });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json()).toMatchObject({ data: { code: 'RATE_LIMITED' } });
    expect(locked.json().message).toContain('locked for 1 minute');
    expect(locked.cookies).toHaveLength(0);
    expect(await auditActions(user.id)).toContain('auth.lockout');

    // Once the lock has passed, the right password works and the count starts again.
    await context.db
      .update(webUsers)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(webUsers.id, user.id));
    expect(
      (await post('/api/login', { payload: { email: user.email, password: user.password } })).statusCode,
    ).toBe(200);
    const [row] = await context.db.select().from(webUsers).where(eq(webUsers.id, user.id));
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it('locks an address that has no account in the same way, so a lockout reveals nothing', async () => {
    const real = await createTestUser(context.db);
    const unknown = `nobody-${real.email}`;
    const answers = async (email: string) => {
      const ip = freshIp();
      const statuses: number[] = [];
      let last = { message: '', retryAfter: '' };
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const response = await post('/api/login', { payload: { email, password: `wrong ${attempt}` }, ip });
        statuses.push(response.statusCode);
        last = { message: response.json().message, retryAfter: String(response.headers['retry-after']) };
      }
      return { statuses, last };
    };
    const forReal = await answers(real.email);
    const forUnknown = await answers(unknown.toUpperCase());
    expect(forReal.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(forUnknown.statuses).toEqual(forReal.statuses);
    expect(forUnknown.last.message).toBe(forReal.last.message);
  });

  it('doubles the lock with each further failure, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map(lockSecondsAfter)).toEqual([0, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('sign-in rate limits', () => {
  it('let 30 colleagues behind one office address sign in within a minute', async () => {
    const officeIp = freshIp();
    const authorityId = (await createTestUser(context.db)).authorityId ?? undefined;
    const colleagues = await Promise.all(
      Array.from({ length: 30 }, () => createTestUser(context.db, { authorityId })),
    );
    for (const colleague of colleagues) {
      const response = await post('/api/login', {
        payload: { email: colleague.email, password: colleague.password },
        ip: officeIp,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it(`answer the ${RATE_LIMIT + 1}th attempt at one account from one address in a minute with 429 and Retry-After`, async () => {
    const user = await createTestUser(context.db);
    const ip = freshIp();
    const attempt = (email = user.email) =>
      post('/api/login', { payload: { email, password: user.password }, ip });
    for (let count = 1; count <= RATE_LIMIT; count += 1) {
      expect((await attempt()).statusCode).toBe(200);
    }
    const limited = await attempt(user.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, data: { code: 'RATE_LIMITED' } });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    // The same account from another address, and another account from this one, are not affected.
    expect(
      (await post('/api/login', { payload: { email: user.email, password: user.password } })).statusCode,
    ).toBe(200);
    const colleague = await createTestUser(context.db);
    expect(
      (await post('/api/login', { payload: { email: colleague.email, password: colleague.password }, ip }))
        .statusCode,
    ).toBe(200);
  });

  it(`still stop one address after ${IP_RATE_LIMIT} attempts a minute, whatever accounts they name`, async () => {
    const ip = freshIp();
    for (let count = 1; count <= IP_RATE_LIMIT; count += 1) {
      const response = await post('/api/login', {
        payload: { email: `stuffed.${count}@example.com`, password: 'guess' },
        ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await post('/api/login', {
      payload: { email: 'one.more@example.com', password: 'guess' },
      ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/login', { payload: {} })).statusCode).toBe(400);
  });
});

describe('POST /api/refresh-token', () => {
  it('rotates the cookie and answers a new access token with the full session fields', async () => {
    const user = await createTestUser(context.db, { firstName: 'Ola' });
    const first = await signIn(context.app, user, freshIp());

    const response = await post('/api/refresh-token', {
      cookie: first.refreshToken,
      payload: { accessToken: first.session.access_token },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      webUserId: user.id,
      first_name: 'Ola',
      refresh_token: REFRESH_TOKEN_IN_COOKIE,
      expires_in: 600,
    });
    expect(data.access_token).not.toBe(first.session.access_token);
    const [rotated] = refreshCookies(response);
    expect(rotated?.value).toBeDefined();
    expect(rotated?.value).not.toBe(first.refreshToken);
    expect(refreshCookies(response).map((cookie) => cookie.path)).toEqual([
      '/api/refresh-token',
      '/api/logout',
    ]);

    expect((await me(data.access_token)).statusCode).toBe(200);
    // The new cookie works in turn, with an empty body.
    expect((await post('/api/refresh-token', { cookie: rotated?.value })).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after the grace window, and audits it', async () => {
    const user = await createTestUser(context.db);
    const stolen = await signIn(context.app, user, freshIp());
    const legitimate = await post('/api/refresh-token', { cookie: stolen.refreshToken });
    const current = refreshCookies(legitimate)[0]?.value;
    const currentAccess = legitimate.json().data.access_token as string;
    await context.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(stolen.refreshToken)));

    const replay = await post('/api/refresh-token', { cookie: stolen.refreshToken, ip: '203.0.113.66' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH_MESSAGES.sessionEnded);

    // Everything of that sign-in is dead now: the newest cookie and its access token too.
    expect((await post('/api/refresh-token', { cookie: current })).statusCode).toBe(401);
    expect((await me(currentAccess)).statusCode).toBe(401);
    const [family] = await context.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, user.id));
    expect(family?.revokedReason).toBe('refresh-token-reuse');
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.refresh-token-reuse'), eq(auditLog.entityId, String(user.id))));
    expect(audit?.ip).toBe('203.0.113.66');
  });

  it('lets two refreshes racing with one cookie both succeed, without ending the sign-in', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    const [a, b] = await Promise.all([
      post('/api/refresh-token', { cookie: session.refreshToken }),
      post('/api/refresh-token', { cookie: session.refreshToken }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const response of [a, b]) expect((await me(response.json().data.access_token)).statusCode).toBe(200);

    // Only one of them rotates the cookie: a replayed token never starts a second live chain.
    const rotated = [a, b].filter((response) => refreshCookies(response).length > 0);
    expect(rotated).toHaveLength(1);
    const successor = rotated[0] ? refreshCookies(rotated[0])[0]?.value : undefined;
    expect((await post('/api/refresh-token', { cookie: successor })).statusCode).toBe(200);
  });

  it('refuses a missing or unknown cookie, and clears it', async () => {
    const none = await post('/api/refresh-token', { payload: {} });
    expect(none.statusCode).toBe(401);
    const unknown = await post('/api/refresh-token', { cookie: 'made-up-token' });
    expect(unknown.statusCode).toBe(401);
    expect(refreshCookies(unknown).every((cookie) => cookie.value === '')).toBe(true);
  });

  it('refuses a sign-in past its absolute expiry', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    await context.db
      .update(refreshTokenFamilies)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokenFamilies.webUserId, user.id));
    expect((await post('/api/refresh-token', { cookie: session.refreshToken })).statusCode).toBe(401);
    expect((await me(session.session.access_token)).statusCode).toBe(401);
  });

  it('refuses a user deactivated since signing in, and ends that sign-in', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    await context.db.update(webUsers).set({ isActive: false }).where(eq(webUsers.id, user.id));
    const response = await post('/api/refresh-token', { cookie: session.refreshToken });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.accountInactive);
    const [family] = await context.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, user.id));
    expect(family?.revokedReason).toBe('account-inactive');
    expect(await auditActions(user.id)).toContain('auth.session-ended-inactive');
  });
});

describe('POST /api/logout', () => {
  it('ends the sign-in, clears both cookies and audits', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    const response = await post('/api/logout', { cookie: session.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.signedOut, data: null });
    const cleared = refreshCookies(response);
    expect(cleared.map((cookie) => cookie.path)).toEqual(['/api/refresh-token', '/api/logout']);
    expect(
      cleared.every(
        (cookie) => cookie.value === '' && (cookie.maxAge === 0 || cookie.expires?.getTime() === 0),
      ),
    ).toBe(true);

    expect((await post('/api/refresh-token', { cookie: session.refreshToken })).statusCode).toBe(401);
    expect((await me(session.session.access_token)).statusCode).toBe(401);
    expect(await auditActions(user.id)).toContain('auth.logout');
  });

  it('ends the sign-in named by the access token when the cookie is missing', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    expect((await post('/api/logout', { headers: session.auth })).statusCode).toBe(200);
    expect((await post('/api/refresh-token', { cookie: session.refreshToken })).statusCode).toBe(401);
  });

  it('answers 200 without any cookie or token, even with an empty body labelled JSON', async () => {
    const response = await post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(refreshCookies(response)).toHaveLength(2);
    const labelled = await post('/api/logout', { headers: { 'content-type': 'application/json' } });
    expect(labelled.statusCode).toBe(200);
  });
});

describe('GET /api/me', () => {
  it('answers fresh session fields around the presented access token', async () => {
    const user = await createTestUser(context.db, { firstName: 'Before' });
    const session = await signIn(context.app, user, freshIp());
    await context.db
      .update(webUsers)
      .set({ firstName: 'After', themeMode: 'light' })
      .where(eq(webUsers.id, user.id));
    const response = await me(session.session.access_token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      access_token: session.session.access_token,
      refresh_token: REFRESH_TOKEN_IN_COOKIE,
      first_name: 'After',
      themeMode: 'light',
      webUserId: user.id,
    });
    expect(data.expires_in).toBeGreaterThan(590);
    expect(data.expires_in).toBeLessThanOrEqual(600);
  });

  it('refuses no token, a malformed one, and an expired one with 401', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, freshIp());
    const noToken = await context.app.inject({ method: 'GET', url: '/api/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({
      message: 'Please sign in to continue.',
      data: { code: 'UNAUTHENTICATED' },
    });
    expect((await me('garbage')).statusCode).toBe(401);

    // Made with the server's own key, claims copied from a real token, but past its expiry.
    const { sid } = JSON.parse(
      Buffer.from(session.session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sid: string };
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({
      user_type: 'AUTHORITY_USER',
      role: 'READWRITE',
      authority_id: user.authorityId,
      sid,
      impersonator_id: null,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - 700)
      .setExpirationTime(now - 100)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('GET /api/public-config', () => {
  it('tells the public pages the bot check is off by default, and sign-in needs no token then', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toEqual({
      statusCode: 200,
      message: 'OK',
      data: { botCheck: { provider: 'off', siteKey: null } },
    });
    const user = await createTestUser(context.db);
    expect(
      (await post('/api/login', { payload: { email: user.email, password: user.password } })).statusCode,
    ).toBe(200);
  });
});
