import { IMPERSONATION_MESSAGES } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokenFamilies, webUsers } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import {
  apiCalls,
  heldSession,
  lastAudit,
  refresh,
  refreshCookieOf,
  signedInUser,
  type SignedInUser,
} from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let admin: SignedInUser;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db);
  admin = await signedInUser(context, { userType: 'ADMIN', firstName: 'Gwen' });
});

async function familyOf(refreshToken: string) {
  const response = await context.db.execute<{
    id: string;
    web_user_id: number;
    impersonator_id: number | null;
    impersonator_family_id: string | null;
    seconds: number;
  }>(sql`select f.id, f.web_user_id, f.impersonator_id, f.impersonator_family_id,
      extract(epoch from f.absolute_expires_at - f.created_at)::int as seconds
    from refresh_token_families f join refresh_tokens t on t.family_id = f.id
    where t.token_hash = encode(sha256(convert_to(${refreshToken}, 'UTF8')), 'hex')`);
  return response.rows[0];
}

describe('POST /api/impersonate/:id', () => {
  it("answers the target's session marked impersonating, in a 60-minute sign-in that records the admin", async () => {
    const reader = await createTestUser(context.db, { authorityId, role: 'READONLY', firstName: 'Rita' });
    const response = await post(`/impersonate/${reader.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(IMPERSONATION_MESSAGES.started(`Rita (${reader.email})`));
    const held = heldSession(response);
    expect(held.session).toMatchObject({
      webUserId: reader.id,
      user_type: 'AUTHORITY_USER',
      role: 'READONLY',
      auth_id: authorityId,
      first_name: 'Rita',
      impersonating: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const family = await familyOf(held.refreshToken);
    expect(family).toMatchObject({
      web_user_id: reader.id,
      impersonator_id: admin.id,
      impersonator_family_id: (await familyOf(admin.refreshToken))?.id,
    });
    expect(family?.seconds).toBe(3600);
    expect(await lastAudit(context.db, 'impersonation.start', reader.id)).toMatchObject({
      actorId: admin.id,
      onBehalfOfId: null,
      authorityId,
      after: { sessionId: family?.id },
    });

    // The session is the reader's, with the reader's permissions and no more.
    expect((await get('/me', held)).json().data).toMatchObject({ webUserId: reader.id, impersonating: true });
    const abilities = (await get('/me/abilities', held)).json().data;
    expect(abilities).toMatchObject({
      userType: 'AUTHORITY_USER',
      impersonating: true,
      roleFlags: { readOnly: true, readWrite: false, admin: false },
      can: { stopImpersonating: true, impersonate: false, manageAuthorities: false, viewContractors: true },
    });
    expect((await get('/admin/dashboard', held)).statusCode).toBe(403);
    expect((await post(`/impersonate/${reader.id}`, held)).statusCode).toBe(403);

    // A refresh keeps the impersonation, and its limit.
    const refreshed = await refresh(context.app, held.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data).toMatchObject({ webUserId: reader.id, impersonating: true });
  });

  it('audits every write made while impersonating with both the user and the admin', async () => {
    const officer = await createTestUser(context.db, { authorityId, role: 'READWRITE' });
    const held = heldSession(await post(`/impersonate/${officer.id}`, admin));
    expect((await post('/mode/light', held)).statusCode).toBe(200);
    expect(
      (await post('/profile', held, { firstName: 'Changed', lastName: 'ByAdmin', version: 1 })).statusCode,
    ).toBe(200);
    const rows = await context.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, onBehalfOfId: auditLog.onBehalfOfId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(officer.id)), eq(auditLog.actorId, officer.id)));
    // A theme toggle is no write worth auditing (issue 33); the change of name is.
    expect(rows).toEqual([{ action: 'profile.update', actorId: officer.id, onBehalfOfId: admin.id }]);
  });

  it("refuses to change the user's password while impersonating", async () => {
    const officer = await createTestUser(context.db, { authorityId, role: 'READWRITE' });
    const held = heldSession(await post(`/impersonate/${officer.id}`, admin));
    const response = await post('/change-password', held, {
      currentPassword: officer.password,
      newPassword: 'lantern meadow copper fjord',
      confirmNewPassword: 'lantern meadow copper fjord',
    });
    expect(response.statusCode).toBe(403);
    expect((await post('/impersonate/back', held)).statusCode).toBe(200);
  });

  it('never impersonates a platform admin, a deactivated or deleted user, or a user of a deactivated authority', async () => {
    const otherAdmin = await createTestUser(context.db, { userType: 'ADMIN' });
    const notAdmin = await post(`/impersonate/${otherAdmin.id}`, admin);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(IMPERSONATION_MESSAGES.notAdmin);
    expect((await post(`/impersonate/${admin.id}`, admin)).statusCode).toBe(403);

    const inactive = await createTestUser(context.db, { authorityId, isActive: false });
    const refusedInactive = await post(`/impersonate/${inactive.id}`, admin);
    expect(refusedInactive.statusCode).toBe(409);
    expect(refusedInactive.json().message).toBe(IMPERSONATION_MESSAGES.inactiveUser);

    const closedAuthority = await createTestAuthority(context.db, { isActive: false });
    const stranded = await createTestUser(context.db, { authorityId: closedAuthority });
    const refusedAuthority = await post(`/impersonate/${stranded.id}`, admin);
    expect(refusedAuthority.statusCode).toBe(409);
    expect(refusedAuthority.json().message).toBe(IMPERSONATION_MESSAGES.inactiveAuthority);

    const deleted = await createTestUser(context.db, { authorityId });
    await context.db.update(webUsers).set({ deletedAt: new Date() }).where(eq(webUsers.id, deleted.id));
    expect((await post(`/impersonate/${deleted.id}`, admin)).statusCode).toBe(404);
    expect((await post('/impersonate/999999', admin)).statusCode).toBe(404);

    const officer = await signedInUser(context, { authorityId, role: 'ADMIN', userType: 'AUTHORITY' });
    expect((await post(`/impersonate/${inactive.id}`, officer)).statusCode).toBe(403);
  });

  it("needs the admin's own sign-in to have passed a second factor, and opens nothing otherwise", async () => {
    const officer = await createTestUser(context.db, { authorityId });
    const secondAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const own = await familyOf(secondAdmin.refreshToken);
    const [passed] = await context.db
      .select({ secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, own?.id ?? ''));
    expect(passed?.secondFactor).toBe('TOTP');
    // A sign-in from before platform admins had to pass one.
    await context.db
      .update(refreshTokenFamilies)
      .set({ secondFactor: null })
      .where(eq(refreshTokenFamilies.id, own?.id ?? ''));

    const refused = await post(`/impersonate/${officer.id}`, secondAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_MESSAGES.secondFactorNeeded);
    expect(refreshCookieOf(refused)).toBeUndefined();
    const opened = await context.db
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, officer.id));
    expect(opened).toEqual([]);
    expect(await lastAudit(context.db, 'impersonation.start', officer.id)).toBeUndefined();
  });

  it('ends after its time, however the session is used: a changed expiry refuses the token and the refresh', async () => {
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, admin));
    await context.db
      .update(refreshTokenFamilies)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokenFamilies.impersonatorId, admin.id));
    expect((await get('/me', held)).statusCode).toBe(401);
    expect((await refresh(context.app, held.refreshToken)).statusCode).toBe(401);
    expect((await post('/impersonate/back', held)).statusCode).toBe(401);
    // The admin's own sign-in is untouched.
    expect((await get('/me', admin)).statusCode).toBe(200);
  });
});

describe('POST /api/impersonate/back', () => {
  it("ends the impersonation and answers the admin's own session in the admin's own sign-in", async () => {
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, admin));
    const response = await post('/impersonate/back', held);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(IMPERSONATION_MESSAGES.ended);
    const back = heldSession(response);
    expect(back.session).toMatchObject({ webUserId: admin.id, user_type: 'ADMIN', impersonating: false });
    expect((await familyOf(back.refreshToken))?.id).toBe((await familyOf(admin.refreshToken))?.id);

    expect((await get('/me', held)).statusCode).toBe(401);
    expect((await refresh(context.app, held.refreshToken)).statusCode).toBe(401);
    expect((await get('/admin/dashboard', back)).statusCode).toBe(200);
    const renewed = await refresh(context.app, back.refreshToken);
    expect(renewed.json().data).toMatchObject({ webUserId: admin.id, impersonating: false });
    expect(await lastAudit(context.db, 'impersonation.end', officer.id)).toMatchObject({
      actorId: admin.id,
      onBehalfOfId: null,
      authorityId,
    });
  });

  it("leaves the admin's sign-in one live chain: the cookie held before the impersonation is spent", async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    const back = heldSession(await post('/impersonate/back', held));
    const own = await familyOf(back.refreshToken);
    const live = await context.db.execute<{ unspent: number }>(
      sql`select count(*)::int as unspent from refresh_tokens where family_id = ${own?.id} and used_at is null`,
    );
    expect(live.rows[0]?.unspent).toBe(1);

    // A copy of the old cookie presented after the reuse grace is theft: the sign-in ends.
    await context.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute'
        where token_hash = encode(sha256(convert_to(${otherAdmin.refreshToken}, 'UTF8')), 'hex')`,
    );
    expect((await refresh(context.app, otherAdmin.refreshToken)).statusCode).toBe(401);
    expect((await refresh(context.app, back.refreshToken)).statusCode).toBe(401);
    expect((await get('/me', back)).statusCode).toBe(401);
  });

  it('once back, the cookie held before the impersonation refreshes no more, not even at once', async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    const back = heldSession(await post('/impersonate/back', held));

    // Within the reuse grace of a refresh, yet the sign-in already holds the chain `back` began.
    const replayed = await refresh(context.app, otherAdmin.refreshToken);
    expect(replayed.statusCode).toBe(401);
    expect(await lastAudit(context.db, 'auth.refresh-token-reuse', otherAdmin.id)).toMatchObject({
      after: { sessionId: (await familyOf(back.refreshToken))?.id },
    });
    expect((await refresh(context.app, back.refreshToken)).statusCode).toBe(401);
  });

  it('of five calls racing, one comes back and writes the one impersonation.end row; the others change nothing', async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));

    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/impersonate/back', held)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
    const ends = await context.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.end'), eq(auditLog.entityId, String(officer.id))));
    expect(ends).toHaveLength(1);

    // The losers leave the cookie alone: clearing it would sign out the browser the winner answered.
    const losers = answers.filter((answer) => answer.statusCode === 401);
    expect(losers.map((answer) => answer.cookies.length)).toEqual([0, 0, 0, 0]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const renewed = await refresh(context.app, winner ? refreshCookieOf(winner) : undefined);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).toMatchObject({ webUserId: otherAdmin.id, impersonating: false });
  });

  it('is refused outside an impersonation', async () => {
    expect((await post('/impersonate/back', admin)).statusCode).toBe(403);
    const officer = await signedInUser(context, { authorityId });
    expect((await post('/impersonate/back', officer)).statusCode).toBe(403);
  });

  it("answers 401 when the admin's own sign-in ended meanwhile, ending the impersonation anyway", async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    const own = await familyOf(otherAdmin.refreshToken);
    await context.db
      .update(refreshTokenFamilies)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(refreshTokenFamilies.id, own?.id ?? ''));
    const response = await post('/impersonate/back', held);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(IMPERSONATION_MESSAGES.adminSessionEnded);
    expect((await get('/me', held)).statusCode).toBe(401);
  });

  it("signing out of an impersonation also ends the admin's own sign-in it came from", async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { casekeeper_refresh: held.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await get('/me', held)).statusCode).toBe(401);
    expect((await get('/me', otherAdmin)).statusCode).toBe(401);
  });

  it('deactivating the admin ends the impersonations they are running', async () => {
    const otherAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const officer = await createTestUser(context.db, { authorityId });
    const held = heldSession(await post(`/impersonate/${officer.id}`, otherAdmin));
    expect((await post(`/admin/isactive/admin/${otherAdmin.id}`, admin)).statusCode).toBe(200);
    expect((await get('/me', held)).statusCode).toBe(401);
  });
});
