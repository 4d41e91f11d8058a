import { API_PREFIX, SIGNED_IN_DEVICE_MESSAGES, type SignedInDevice } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokenFamilies } from '../../db/schema';
import {
  createTestAuthority,
  createTestUser,
  signIn,
  type SignedIn,
  type TestUser,
} from '../../test/accounts';
import {
  apiCalls,
  freshIp,
  heldSession,
  lastAudit,
  refresh,
  signedInApplicant,
  signedInUser,
} from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Signs in through the real API from a browser that says `userAgent`. */
function signInFrom(user: TestUser, userAgent: string, ip = freshIp()): Promise<SignedIn> {
  return signIn(context.app, user, ip, 'staff', { 'user-agent': userAgent });
}

async function devicesOf(who: SignedIn): Promise<SignedInDevice[]> {
  const response = await get('/profile/sessions', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SignedInDevice[] }>().data;
}

/** The id of the sign-in `who` is in, as the devices list marks it. */
async function sessionIdOf(who: SignedIn): Promise<string> {
  const current = (await devicesOf(who)).find((device) => device.current);
  if (!current) throw new Error('no current sign-in');
  return current.id;
}

const isSignedIn = async (who: SignedIn) => (await get('/me', who)).statusCode === 200;

let authorityA: number;
let authorityB: number;

beforeAll(async () => {
  authorityA = await createTestAuthority(context.db);
  authorityB = await createTestAuthority(context.db);
});

describe('GET /api/profile/sessions', () => {
  it("lists the caller's own live sign-ins in words, the one in use first and marked", async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS, '203.0.113.7');
    const phone = await signInFrom(user, SAFARI_ON_IPHONE, '198.51.100.23');
    const someoneElse = await signedInUser(context, { authorityId: authorityA });

    const devices = await devicesOf(laptop);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({
      device: 'Chrome on Windows',
      ip: '203.0.113.7',
      signInMethod: 'PASSWORD',
      secondFactor: null,
      current: true,
    });
    expect(devices[1]).toMatchObject({ device: 'Safari on iOS', ip: '198.51.100.23', current: false });
    expect(Date.parse(devices[1]?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await devicesOf(phone)).map((device) => [device.device, device.current])).toEqual([
      ['Safari on iOS', true],
      ['Chrome on Windows', false],
    ]);
    const othersIds = (await devicesOf(someoneElse)).map((device) => device.id);
    expect(othersIds).not.toContain(devices[0]?.id);
    expect(othersIds).toHaveLength(1);
  });

  it('leaves out ended sign-ins and the impersonations a platform admin runs as the person', async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const kept = await signInFrom(user, CHROME_ON_WINDOWS);
    const signedOut = await signInFrom(user, FIREFOX_ON_LINUX);
    await context.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/logout`,
      remoteAddress: freshIp(),
      cookies: { casekeeper_refresh: signedOut.refreshToken },
    });
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    expect((await post(`/impersonate/${user.id}`, admin)).statusCode).toBe(200);

    expect((await devicesOf(kept)).map((device) => device.device)).toEqual(['Chrome on Windows']);
  });

  it('shows when each sign-in was last used: its last refresh', async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user, SAFARI_ON_IPHONE);
    const phoneId = await sessionIdOf(phone);
    const longAgo = new Date('2026-01-05T09:00:00Z');
    await context.db
      .update(refreshTokenFamilies)
      .set({ lastUsedAt: longAgo })
      .where(eq(refreshTokenFamilies.id, phoneId));
    const phoneBefore = (await devicesOf(laptop)).find((device) => device.id === phoneId);
    expect(phoneBefore?.lastUsedAt).toBe(longAgo.toISOString());

    expect((await refresh(context.app, phone.refreshToken)).statusCode).toBe(200);

    const phoneAfter = (await devicesOf(laptop)).find((device) => device.id === phoneId);
    expect(Date.parse(phoneAfter?.lastUsedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is an applicant's too, and refused to a platform admin signed in as the person", async () => {
    const officer = await signedInUser(context, { authorityId: authorityA });
    const applicant = await signedInApplicant(context, officer);
    expect(await devicesOf(applicant)).toHaveLength(1);

    const admin = await signedInUser(context, { userType: 'ADMIN' });
    const acting = heldSession(await post(`/impersonate/${officer.id}`, admin));
    const refused = await get('/profile/sessions', acting);
    expect(refused.statusCode).toBe(403);
    expect((await post('/profile/sessions/end-others', acting)).statusCode).toBe(403);
    expect(await isSignedIn(officer)).toBe(true);
  });
});

describe('POST /api/profile/sessions/:sessionId/end', () => {
  it('signs the other device out at once: its access token and its refresh token are refused', async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user, SAFARI_ON_IPHONE);
    const phoneId = await sessionIdOf(phone);
    expect(await isSignedIn(phone)).toBe(true);

    const response = await post(`/profile/sessions/${phoneId}/end`, laptop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Safari on iOS has been signed out.');

    expect(await isSignedIn(phone)).toBe(false);
    expect((await refresh(context.app, phone.refreshToken)).statusCode).toBe(401);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await devicesOf(laptop)).map((device) => device.id)).not.toContain(phoneId);
    expect(await lastAudit(context.db, 'device.sign-out', user.id)).toMatchObject({
      actorId: user.id,
      authorityId: authorityA,
      after: { sessionId: phoneId, device: 'Safari on iOS' },
    });
  });

  it('refuses the device in use, saying how to sign out there, and ends nothing', async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS);
    const response = await post(`/profile/sessions/${await sessionIdOf(laptop)}/end`, laptop);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SIGNED_IN_DEVICE_MESSAGES.current);
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it("answers another person's sign-in, an ended one and a made-up one alike: not found, and nothing ends", async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS);
    const neighbour = await signedInUser(context, { authorityId: authorityA });
    const neighbourId = await sessionIdOf(neighbour);
    const ended = await signInFrom(user, FIREFOX_ON_LINUX);
    const endedId = await sessionIdOf(ended);
    expect((await post(`/profile/sessions/${endedId}/end`, laptop)).statusCode).toBe(200);

    for (const sessionId of [neighbourId, endedId, '0b7c6a52-2f7e-4b8e-9d3a-5f1e2d3c4b5a']) {
      const response = await post(`/profile/sessions/${sessionId}/end`, laptop);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SIGNED_IN_DEVICE_MESSAGES.notFound);
    }
    expect(await isSignedIn(neighbour)).toBe(true);
  });

  it('refuses an id that is not one, with a clear message', async () => {
    const user = await signedInUser(context, { authorityId: authorityA });
    const response = await post('/profile/sessions/not-a-session/end', user);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(SIGNED_IN_DEVICE_MESSAGES.badId);
    expect(await isSignedIn(user)).toBe(true);
  });
});

describe('POST /api/profile/sessions/end-others', () => {
  it('ends every other sign-in and leaves this one working', async () => {
    const user = await createTestUser(context.db, { authorityId: authorityA });
    const laptop = await signInFrom(user, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user, SAFARI_ON_IPHONE);
    const desktop = await signInFrom(user, FIREFOX_ON_LINUX);

    const response = await post('/profile/sessions/end-others', laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { sessionsEnded: 2 },
      message: 'You have been signed out on 2 other devices.',
    });

    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(desktop)).toBe(false);
    expect((await refresh(context.app, desktop.refreshToken)).statusCode).toBe(401);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await refresh(context.app, laptop.refreshToken)).statusCode).toBe(200);
    expect((await devicesOf(laptop)).map((device) => device.device)).toEqual(['Chrome on Windows']);
    expect(await lastAudit(context.db, 'device.sign-out-others', user.id)).toMatchObject({
      actorId: user.id,
      after: { sessionsEnded: 2 },
    });
  });

  it("ends a platform admin's impersonation running in a browser it signs out", async () => {
    const admin = await createTestUser(context.db, { userType: 'ADMIN' });
    const target = await createTestUser(context.db, { authorityId: authorityA });
    const otherBrowser = await signInFrom(admin, FIREFOX_ON_LINUX);
    const acting = heldSession(await post(`/impersonate/${target.id}`, otherBrowser));
    expect(await isSignedIn(acting)).toBe(true);
    const here = await signInFrom(admin, CHROME_ON_WINDOWS);

    const response = await post('/profile/sessions/end-others', here);
    expect(response.json().data).toEqual({ sessionsEnded: 1 });
    expect(await isSignedIn(acting)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
  });
});

describe('signing a user out everywhere', () => {
  it("lets an authority ADMIN sign out one of the authority's users, audited", async () => {
    const manager = await signedInUser(context, {
      userType: 'AUTHORITY',
      role: 'ADMIN',
      authorityId: authorityA,
    });
    const officer = await createTestUser(context.db, {
      authorityId: authorityA,
      firstName: 'Kim',
      lastName: 'Lee',
    });
    const laptop = await signInFrom(officer, CHROME_ON_WINDOWS);
    const phone = await signInFrom(officer, SAFARI_ON_IPHONE);

    const response = await post(`/authority/user/end-sessions/${officer.id}`, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { sessionsEnded: 2 },
      message: 'Kim Lee has been signed out everywhere (2 sign-ins ended).',
    });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await refresh(context.app, phone.refreshToken)).statusCode).toBe(401);
    expect(await isSignedIn(manager)).toBe(true);
    expect(await lastAudit(context.db, 'user.sign-out-everywhere', officer.id)).toMatchObject({
      actorId: manager.id,
      authorityId: authorityA,
      after: { sessionsEnded: 2 },
    });
  });

  it("does not let an authority ADMIN reach another authority's user (404), nor anyone but ADMINs (403)", async () => {
    const manager = await signedInUser(context, {
      userType: 'AUTHORITY',
      role: 'ADMIN',
      authorityId: authorityA,
    });
    const writer = await signedInUser(context, { role: 'READWRITE', authorityId: authorityA });
    const elsewhere = await signedInUser(context, { authorityId: authorityB });
    const colleague = await signedInUser(context, { authorityId: authorityA });

    const across = await post(`/authority/user/end-sessions/${elsewhere.id}`, manager);
    expect(across.statusCode).toBe(404);
    expect(across.json().message).toBe('That user was not found.');
    expect((await post(`/authority/user/end-sessions/${colleague.id}`, writer)).statusCode).toBe(403);
    expect((await post(`/admin/end-sessions/${colleague.id}`, manager)).statusCode).toBe(403);
    expect(await isSignedIn(elsewhere)).toBe(true);
    expect(await isSignedIn(colleague)).toBe(true);
  });

  it('refuses yourself, pointing to your profile, and an id that is not one', async () => {
    const manager = await signedInUser(context, {
      userType: 'AUTHORITY',
      role: 'ADMIN',
      authorityId: authorityA,
    });
    const self = await post(`/authority/user/end-sessions/${manager.id}`, manager);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SIGNED_IN_DEVICE_MESSAGES.notYourself);
    expect((await post('/authority/user/end-sessions/someone', manager)).statusCode).toBe(400);
    expect((await post('/authority/user/end-sessions/2147483000', manager)).statusCode).toBe(404);
    expect(await isSignedIn(manager)).toBe(true);
  });

  it("lets a platform admin sign out anyone: another authority's user, an applicant, another platform admin", async () => {
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await signedInUser(context, { authorityId: authorityB });
    const applicant = await signedInApplicant(
      context,
      await signedInUser(context, { authorityId: authorityA }),
    );
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });

    expect((await post(`/authority/user/end-sessions/${officer.id}`, admin)).statusCode).toBe(200);
    expect((await post(`/admin/end-sessions/${applicant.id}`, admin)).statusCode).toBe(200);
    expect((await post(`/admin/end-sessions/${otherAdmin.id}`, admin)).statusCode).toBe(200);
    expect(await isSignedIn(officer)).toBe(false);
    expect(await isSignedIn(applicant)).toBe(false);
    expect(await isSignedIn(otherAdmin)).toBe(false);
    expect(await isSignedIn(admin)).toBe(true);
    // The applicant is no authority's user: that route does not reach them.
    expect((await post(`/authority/user/end-sessions/${applicant.id}`, admin)).statusCode).toBe(404);
  });

  it('ends the impersonations of the user too, and says so when they were signed in nowhere', async () => {
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, {
      authorityId: authorityA,
      firstName: 'Ash',
      lastName: 'Park',
    });
    const acting = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    expect(await isSignedIn(acting)).toBe(true);

    const first = await post(`/admin/end-sessions/${officer.id}`, admin);
    expect(first.json().data).toEqual({ sessionsEnded: 1 });
    expect(await isSignedIn(acting)).toBe(false);

    const again = await post(`/admin/end-sessions/${officer.id}`, admin);
    expect(again.json()).toMatchObject({
      data: { sessionsEnded: 0 },
      message: 'Ash Park was not signed in anywhere.',
    });
    const [{ count } = { count: -1 }] = (
      await context.db.execute<{ count: number }>(
        sql`select count(*)::int as count from refresh_token_families
            where web_user_id = ${officer.id} and revoked_at is null`,
      )
    ).rows;
    expect(count).toBe(0);
  });
});
