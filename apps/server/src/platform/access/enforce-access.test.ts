import { API_PREFIX, ROUTE_ACCESS, type RouteAccess } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies } from '../../db/schema';
import { createTestAuthority, createTestUser, signIn, type SignedIn } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';
import { liveSessionExpiry } from '../auth/session-liveness';
import { registerErrorHandling } from '../errors/error-handler';
import { requireCaller } from './caller';
import { registerAccessEnforcement } from './enforce-access';
import { registerRouteAccess } from './route-access';

const context = useTestApp();

/** Rules no real route has yet, to prove each kind of check against real tokens. */
const PROBE_TABLE: Record<string, RouteAccess> = {
  'GET /anyone': { kind: 'public' },
  'GET /signed-in': { kind: 'signed-in', scope: 'self' },
  'GET /platform-admins': { kind: 'signed-in', userTypes: ['ADMIN'], scope: 'platform' },
  'GET /authority-admins': {
    kind: 'signed-in',
    userTypes: ['AUTHORITY', 'AUTHORITY_USER'],
    roles: ['ADMIN'],
    scope: 'own-authority',
  },
  'GET /writers-or-platform': { kind: 'signed-in', roles: ['READWRITE'], scope: 'own-authority' },
  'GET /impersonating': { kind: 'signed-in', scope: 'self', impersonation: 'only' },
};

let probe: FastifyInstance;
let platformAdmin: SignedIn;
let authorityAdmin: SignedIn;
let officer: SignedIn;
let reader: SignedIn;

beforeAll(async () => {
  probe = Fastify({ logger: false });
  registerErrorHandling(probe);
  registerRouteAccess(probe, (method, path) => PROBE_TABLE[`${method === 'HEAD' ? 'GET' : method} ${path}`]);
  registerAccessEnforcement(probe, {
    accessTokens: context.app.accessTokens,
    isSessionLive: async (id) => (await liveSessionExpiry(context.db, id)) !== undefined,
  });
  for (const path of Object.keys(PROBE_TABLE).map((key) => key.slice(4))) {
    probe.get(`${API_PREFIX}${path}`, async (request) => ({
      caller: request.caller && requireCaller(request),
    }));
  }
  await probe.ready();

  const authorityId = await createTestAuthority(context.db);
  const ip = '192.0.2.50';
  platformAdmin = await signIn(context.app, await createTestUser(context.db, { userType: 'ADMIN' }), ip);
  authorityAdmin = await signIn(
    context.app,
    await createTestUser(context.db, { authorityId, role: 'ADMIN' }),
    ip,
  );
  officer = await signIn(
    context.app,
    await createTestUser(context.db, { authorityId, role: 'READWRITE' }),
    ip,
  );
  reader = await signIn(context.app, await createTestUser(context.db, { authorityId, role: 'READONLY' }), ip);
});
afterAll(() => probe.close());

const call = (path: string, who?: SignedIn, headers: Record<string, string> = {}) =>
  probe.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers: { ...who?.auth, ...headers } });

describe('access enforcement', () => {
  it('lets anyone call a public route, with no caller', async () => {
    const response = await call('/anyone');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ caller: null });
  });

  it('exposes the verified caller on a signed-in route', async () => {
    const response = await call('/signed-in', officer);
    expect(response.statusCode).toBe(200);
    expect(response.json().caller).toEqual({
      webUserId: officer.session.webUserId,
      userType: 'AUTHORITY_USER',
      role: 'READWRITE',
      authorityId: officer.session.auth_id,
      impersonatorId: null,
      sessionFamilyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accessToken: officer.session.access_token,
      accessTokenExpiresAt: expect.any(Number),
    });
  });

  it('answers 401 without a Bearer token, or with a bad one', async () => {
    expect((await call('/signed-in')).statusCode).toBe(401);
    expect((await call('/signed-in', undefined, { authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await call('/signed-in', undefined, { authorization: 'Bearer not-a-jwt' })).statusCode).toBe(401);
    const response = await call('/signed-in', undefined, { authorization: 'Bearer' });
    expect(response.json()).toMatchObject({ statusCode: 401, data: { code: 'UNAUTHENTICATED' } });
  });

  it('answers 403 to a user type the rule does not admit', async () => {
    expect((await call('/platform-admins', platformAdmin)).statusCode).toBe(200);
    for (const who of [authorityAdmin, officer, reader]) {
      const response = await call('/platform-admins', who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ data: { code: 'FORBIDDEN' } });
    }
  });

  it('answers 403 to an authority role the rule does not admit', async () => {
    expect((await call('/authority-admins', authorityAdmin)).statusCode).toBe(200);
    expect((await call('/authority-admins', officer)).statusCode).toBe(403);
    expect((await call('/authority-admins', reader)).statusCode).toBe(403);
    expect((await call('/authority-admins', platformAdmin)).statusCode).toBe(403);
  });

  it('applies roles to authority callers only', async () => {
    expect((await call('/writers-or-platform', officer)).statusCode).toBe(200);
    expect((await call('/writers-or-platform', platformAdmin)).statusCode).toBe(200);
    expect((await call('/writers-or-platform', reader)).statusCode).toBe(403);
  });

  it('answers 403 outside an impersonation to a route only for returning from one', async () => {
    for (const who of [platformAdmin, authorityAdmin, officer]) {
      expect((await call('/impersonating', who)).statusCode).toBe(403);
    }
  });

  it('refuses a valid token whose sign-in has ended', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, '192.0.2.51');
    expect((await call('/signed-in', session)).statusCode).toBe(200);
    await context.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(refreshTokenFamilies.webUserId, user.id));
    const response = await call('/signed-in', session);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has ended. Please sign in again.');
  });
});

describe('the real API', () => {
  const signedInRoutes = Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => access.kind === 'signed-in')
    .map(([key]) => key.split(' ') as [string, string]);

  it.each(signedInRoutes)('answers %s %s with 401 when nobody is signed in', async (method, path) => {
    const url = `${API_PREFIX}${path.replace(':mode', 'dark')}`;
    const response = await context.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().data.code).toBe('UNAUTHENTICATED');
  });
});
