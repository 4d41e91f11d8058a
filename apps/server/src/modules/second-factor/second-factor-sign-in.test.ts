import { PENDING_SIGN_IN_ATTEMPTS, SECOND_FACTOR_MESSAGES } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, pendingSignIns, refreshTokenFamilies, webUsers } from '../../db/schema';
import { createTestUser, signIn } from '../../test/accounts';
import { freshIp, lastAudit, refreshCookieOf, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import {
  codeAt,
  enrolFromProfile,
  passwordStep,
  pendingCall,
  pendingCookieOf,
} from '../../test/second-factor';

const context = useTestApp();

/** A signed-in officer with an authenticator app: their password, secret and recovery codes. */
async function enrolledOfficer() {
  const user = await signedInUser(context);
  return { ...user, ...(await enrolFromProfile(context.app, user)) };
}

const secondFactor = (pendingToken: string | undefined, payload: object, ip?: string) =>
  pendingCall(context.app, { path: '/login/second-factor', pendingToken, payload, ...(ip ? { ip } : {}) });

const familiesOf = (webUserId: number) =>
  context.db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.webUserId, webUserId));

const failedLoginCount = async (webUserId: number) =>
  (
    await context.db
      .select({ count: webUsers.failedLoginCount })
      .from(webUsers)
      .where(eq(webUsers.id, webUserId))
  )[0]?.count;

describe('signing in with a second factor', () => {
  it('asks for the code after the right password, with no session and the pending sign-in in a cookie only', async () => {
    const officer = await enrolledOfficer();
    const before = (await familiesOf(officer.id)).length;

    const { response, pendingToken } = await passwordStep(context.app, officer);

    expect(response.json().data).toEqual({
      secondFactorRequired: true,
      methods: ['TOTP', 'RECOVERY_CODE'],
      mustEnrol: false,
    });
    expect(response.body).not.toContain(pendingToken);
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(pendingCookieOf(response)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login',
    });
    expect(pendingCookieOf(response)?.maxAge).toBe(300);
    expect(await familiesOf(officer.id)).toHaveLength(before);
    // The right password is audited at once, so that one whose code never follows shows.
    expect(await lastAudit(context.db, 'auth.first-factor-passed', officer.id)).toMatchObject({
      actorId: null,
      after: { firstFactor: 'PASSWORD', door: 'staff', mustEnrol: false },
    });
  });

  it('signs in with the app’s code: the session, its cookies, and a sign-in that passed TOTP', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);

    const response = await secondFactor(pendingToken, { code: await codeAt(officer.secret, 1) });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ webUserId: officer.id, user_type: 'AUTHORITY_USER' });
    expect(refreshCookieOf(response)).toBeDefined();
    expect(response.cookies.map((cookie) => cookie.name)).toContain('casekeeper_device');
    expect(pendingCookieOf(response)?.value).toBe('');
    const [newest] = await context.db
      .select({ secondFactor: refreshTokenFamilies.secondFactor, method: refreshTokenFamilies.signInMethod })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, officer.id))
      .orderBy(desc(refreshTokenFamilies.createdAt))
      .limit(1);
    expect(newest).toEqual({ secondFactor: 'TOTP', method: 'PASSWORD' });
    expect((await lastAudit(context.db, 'auth.login', officer.id))?.after).toMatchObject({
      method: 'PASSWORD',
      secondFactor: 'TOTP',
    });
    // Spent: the same cookie cannot sign in again.
    expect((await secondFactor(pendingToken, { code: await codeAt(officer.secret, 1) })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong code, counting it on the sign-in and towards the account’s lockout', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);
    const right = await codeAt(officer.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';

    const response = await secondFactor(pendingToken, { code: wrong });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    expect(response.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(await failedLoginCount(officer.id)).toBe(1);
    const [pending] = await context.db
      .select({ failedAttempts: pendingSignIns.failedAttempts })
      .from(pendingSignIns)
      .where(eq(pendingSignIns.webUserId, officer.id));
    expect(pending?.failedAttempts).toBe(1);
    expect((await lastAudit(context.db, 'auth.second-factor-failed', officer.id))?.after).toEqual({
      method: 'TOTP',
      reason: 'wrong-code',
    });
    // The right code still works, and the sign-in clears the count.
    expect((await secondFactor(pendingToken, { code: right })).statusCode).toBe(200);
    expect(await failedLoginCount(officer.id)).toBe(0);
  });

  it('spends the pending sign-in after five wrong codes: even the right one then needs the password again', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);
    const right = await codeAt(officer.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    // All from one address, which these failures lock as well: what answers is the spent sign-in.
    const ip = freshIp();

    const answers = [];
    for (let attempt = 1; attempt <= PENDING_SIGN_IN_ATTEMPTS; attempt += 1) {
      answers.push((await secondFactor(pendingToken, { code: wrong }, ip)).statusCode);
    }

    expect(answers).toEqual([400, 400, 400, 400, 401]);
    const afterwards = await secondFactor(pendingToken, { code: right });
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().message).toBe(SECOND_FACTOR_MESSAGES.signInExpired);
    expect(await failedLoginCount(officer.id)).toBe(PENDING_SIGN_IN_ATTEMPTS);
  });

  it('locks the address after five wrong codes, as five wrong passwords would', async () => {
    const officer = await enrolledOfficer();
    const ip = freshIp();
    const right = await codeAt(officer.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await passwordStep(context.app, officer, ip);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      await secondFactor(first.pendingToken, { code: wrong }, ip);
    const second = await passwordStep(context.app, officer, ip);
    await secondFactor(second.pendingToken, { code: wrong }, ip);
    await secondFactor(second.pendingToken, { code: wrong }, ip);

    const locked = await secondFactor(second.pendingToken, { code: right }, ip);

    expect(locked.statusCode).toBe(429);
    expect((await lastAudit(context.db, 'auth.lockout', officer.id))?.after).toMatchObject({
      scope: 'address',
    });
  });

  it('refuses a code used once already (a replay), even in a new sign-in with the right password', async () => {
    const officer = await enrolledOfficer();
    const code = await codeAt(officer.secret, 1);
    const first = await passwordStep(context.app, officer);
    expect((await secondFactor(first.pendingToken, { code })).statusCode).toBe(200);

    const second = await passwordStep(context.app, officer);
    const replay = await secondFactor(second.pendingToken, { code });

    expect(replay.statusCode).toBe(400);
    expect(replay.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.codeUsed] });
    expect(refreshCookieOf(replay)).toBeUndefined();
    expect((await lastAudit(context.db, 'auth.second-factor-failed', officer.id))?.after).toEqual({
      method: 'TOTP',
      reason: 'replay',
    });
  });

  it('refuses the code that confirmed the app: its time step is used', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);

    const replay = await secondFactor(pendingToken, { code: await codeAt(officer.secret, 0) });

    expect(replay.statusCode).toBe(400);
  });

  it('signs in with a recovery code once: audited, mailed, and the count left said', async () => {
    const officer = await enrolledOfficer();
    const [code] = officer.recoveryCodes;
    const first = await passwordStep(context.app, officer);

    const used = await secondFactor(first.pendingToken, { recoveryCode: code?.toUpperCase() });

    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().message).toBe(SECOND_FACTOR_MESSAGES.recoveryCodeSignedIn(9));
    expect((await lastAudit(context.db, 'second-factor.recovery-code-used', officer.id))?.after).toEqual({
      left: 9,
    });
    const mails = await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, officer.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'A recovery code was used to sign in to your account',
    );
    expect(mails.find((mail) => mail.subject.startsWith('A recovery code'))?.textBody).toContain(
      'you have 9 recovery codes left',
    );

    const second = await passwordStep(context.app, officer);
    const again = await secondFactor(second.pendingToken, { recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields).toEqual({ recoveryCode: [SECOND_FACTOR_MESSAGES.wrongRecoveryCode] });
    const pending = await pendingCall(context.app, {
      method: 'GET',
      path: '/login/pending',
      pendingToken: second.pendingToken,
    });
    expect(pending.json().data).toEqual({
      methods: ['TOTP', 'RECOVERY_CODE'],
      mustEnrol: false,
      firstName: 'Sam',
    });
  });

  it('refuses an absent, made-up or expired pending sign-in with 401, and a call from another site with 403', async () => {
    const officer = await enrolledOfficer();
    const code = await codeAt(officer.secret, 1);
    const { pendingToken } = await passwordStep(context.app, officer);

    for (const token of [undefined, 'made-up-token', `${pendingToken}x`]) {
      const answer = await secondFactor(token, { code });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(SECOND_FACTOR_MESSAGES.signInExpired);
    }
    const crossSite = await context.app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      remoteAddress: freshIp(),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      cookies: { casekeeper_pending_sign_in: pendingToken },
      payload: { code },
    });
    expect(crossSite.statusCode).toBe(403);
    await context.db
      .update(pendingSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignIns.webUserId, officer.id));
    expect((await secondFactor(pendingToken, { code })).statusCode).toBe(401);
    // Nothing was spent meanwhile: no session began.
    expect(
      await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.entityId, String(officer.id)))),
    ).toHaveLength(1);
  });

  it('turns away a code and a recovery code together, or neither', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);

    const both = await secondFactor(pendingToken, { code: '123456', recoveryCode: officer.recoveryCodes[0] });
    const neither = await secondFactor(pendingToken, {});

    expect([both.statusCode, neither.statusCode]).toEqual([400, 400]);
    expect(neither.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.codeOrRecoveryCode] });
  });

  it('still signs in at once, as before, whoever has no second factor and needs none', async () => {
    const user = await createTestUser(context.db);
    const signedIn = await signIn(context.app, user, freshIp());
    expect(signedIn.session.webUserId).toBe(user.id);
  });

  it('refuses to set up another app at sign-in for someone who has one', async () => {
    const officer = await enrolledOfficer();
    const { pendingToken } = await passwordStep(context.app, officer);

    const answer = await pendingCall(context.app, { path: '/login/enrol/totp', pendingToken });

    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(SECOND_FACTOR_MESSAGES.noEnrolmentHere);
  });
});
