import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, type SignInMethods } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authorities,
  mailOutbox,
  recoveryCodes,
  refreshTokenFamilies,
  totpAuthenticators,
  webUsers,
} from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import {
  apiCalls,
  lastAudit,
  refreshCookieOf,
  signedInApplicant,
  signedInUser,
  type SignedInUser,
} from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { codeAt, enrolFromProfile, passwordStep, pendingCall, plainSecret } from '../../test/second-factor';

const context = useTestApp();
const api = apiCalls(context);

const subjectsMailedTo = async (email: string) =>
  (await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
    (mail) => mail.subject,
  );

const methodsOf = async (who: SignedInUser) =>
  (await api.get('/profile/sign-in-methods', who)).json<{ data: SignInMethods }>().data;

const requireSecondFactor = async (authorityId: number) => {
  const admin = await signedInUser(context, { role: 'ADMIN', authorityId });
  const saved = await api.post('/second-factor-policy', admin, { requireSecondFactor: true });
  expect(saved.statusCode, saved.body).toBe(200);
  return admin;
};

describe('setting up an authenticator app on the profile', () => {
  it('answers a secret, its URI and a QR code, keeps the secret sealed, and confirms with the first code', async () => {
    const officer = await signedInUser(context);
    const started = await api.post('/profile/totp', officer);
    expect(started.statusCode).toBe(200);
    const enrolment = started.json().data;
    const secret = plainSecret(enrolment.secret);
    expect(enrolment.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Casekeeper:/);
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [stored] = await context.db
      .select()
      .from(totpAuthenticators)
      .where(eq(totpAuthenticators.webUserId, officer.id));
    expect(stored?.secretSealed).not.toContain(secret);
    expect(stored?.confirmedAt).toBeNull();

    const wrong = await api.post('/profile/totp/confirm', officer, {
      code: '000000' === (await codeAt(secret)) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await methodsOf(officer)).authenticatorApp).toBeNull();

    const confirmed = await api.post('/profile/totp/confirm', officer, { code: await codeAt(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    const stored2 = await context.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.webUserId, officer.id));
    expect(stored2.map((row) => row.codeHash)).not.toContain(codes[0]);

    expect(await methodsOf(officer)).toMatchObject({
      authenticatorApp: { addedAt: expect.any(String) },
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      passkeys: [],
      secondFactorRequired: false,
    });
    expect((await lastAudit(context.db, 'second-factor.added', officer.id))?.after).toEqual({
      method: 'TOTP',
      recoveryCodes: RECOVERY_CODE_COUNT,
    });
    expect(await subjectsMailedTo(officer.email)).toContain('A new sign-in method was added to your account');
  });

  it('refuses a second app while one is set up, and a code with no app being set up', async () => {
    const officer = await signedInUser(context);
    await enrolFromProfile(context.app, officer);

    const again = await api.post('/profile/totp', officer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.alreadyEnrolled);

    const other = await signedInUser(context);
    const unstarted = await api.post('/profile/totp/confirm', other, { code: '123456' });
    expect(unstarted.statusCode).toBe(409);
    expect(unstarted.json().message).toBe(SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
  });

  it('quotes the person’s name in the mail as our own words, never as a link', async () => {
    const officer = await signedInUser(context, { firstName: 'Jo visit http://evil.example' });
    await enrolFromProfile(context.app, officer);

    const [mail] = await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, officer.email));
    expect(mail?.textBody).toContain('Hello Jo visit http: //evil. example,');
    expect(mail?.textBody).not.toContain('http://evil.example');
  });
});

describe('removing the authenticator app and renewing recovery codes', () => {
  it('needs the current password: a wrong one changes nothing', async () => {
    const officer = await signedInUser(context);
    await enrolFromProfile(context.app, officer);

    const refused = await api.post('/profile/totp/remove', officer, { currentPassword: 'not my password' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ currentPassword: ['Your current password is incorrect'] });
    expect((await methodsOf(officer)).authenticatorApp).not.toBeNull();
    expect(await subjectsMailedTo(officer.email)).not.toContain(
      'A sign-in method was removed from your account',
    );
  });

  it('removes the app with its recovery codes, audited and mailed; sign-in then asks for no code', async () => {
    const officer = await signedInUser(context);
    await enrolFromProfile(context.app, officer);

    const removed = await api.post('/profile/totp/remove', officer, { currentPassword: officer.password });

    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ authenticatorApp: null, recoveryCodesLeft: 0 });
    expect(await lastAudit(context.db, 'second-factor.removed', officer.id)).toBeDefined();
    expect(await subjectsMailedTo(officer.email)).toContain('A sign-in method was removed from your account');
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: officer.email, password: officer.password },
    });
    expect(refreshCookieOf(signIn)).toBeDefined();
  });

  it('refuses to remove the only second factor when the authority requires one', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    await enrolFromProfile(context.app, officer);
    await requireSecondFactor(authorityId);

    const refused = await api.post('/profile/totp/remove', officer, { currentPassword: officer.password });

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.requiredByAuthority);
    expect((await methodsOf(officer)).secondFactorRequired).toBe(true);
  });

  it('refuses a platform admin their only second factor: every platform admin must keep one', async () => {
    // Signed in, the admin set up an authenticator app: the policy asked it of the first sign-in.
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    expect(await methodsOf(admin)).toMatchObject({ secondFactorRequired: true, recoveryCodesLeft: 10 });

    const refused = await api.post('/profile/totp/remove', admin, { currentPassword: admin.password });

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.requiredOfPlatformAdmins);
    expect((await methodsOf(admin)).authenticatorApp).not.toBeNull();
  });

  it('makes new recovery codes: the old ones stop working', async () => {
    const officer = await signedInUser(context);
    const { recoveryCodes: old } = await enrolFromProfile(context.app, officer);

    const renewed = await api.post('/profile/recovery-codes', officer, { currentPassword: officer.password });

    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(old[0]);
    expect(await lastAudit(context.db, 'second-factor.recovery-codes', officer.id)).toBeDefined();
    expect(await subjectsMailedTo(officer.email)).toContain('New recovery codes were made for your account');
    const { pendingToken } = await passwordStep(context.app, officer);
    const withOld = await pendingCall(context.app, {
      path: '/login/second-factor',
      pendingToken,
      payload: { recoveryCode: old[0] },
    });
    expect(withOld.statusCode).toBe(400);
    const withNew = await pendingCall(context.app, {
      path: '/login/second-factor',
      pendingToken,
      payload: { recoveryCode: fresh[0] },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('takes a code from the app instead of a password from someone who signs in through their organisation', async () => {
    const officer = await signedInUser(context);
    const { secret } = await enrolFromProfile(context.app, officer);
    // Their sign-in is the organisation's: no Casekeeper password.
    await context.db.update(webUsers).set({ passwordHash: null }).where(eq(webUsers.id, officer.id));
    expect(await methodsOf(officer)).toMatchObject({ hasPassword: false });

    const withPassword = await api.post('/profile/recovery-codes', officer, { currentPassword: 'anything' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.codeFormat] });
    const wrong = await api.post('/profile/recovery-codes', officer, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.wrongCode] });
    expect((await lastAudit(context.db, 'auth.second-factor-failed', officer.id))?.after).toMatchObject({
      reason: 'wrong-code',
    });

    const code = await codeAt(secret, 1);
    const renewed = await api.post('/profile/recovery-codes', officer, { code });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // A code is accepted once.
    const again = await api.post('/profile/totp/remove', officer, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.codeUsed] });

    // Time passes, as it would before the next change: the app's next code is a fresh one.
    await context.db
      .update(totpAuthenticators)
      .set({ lastUsedStep: null })
      .where(eq(totpAuthenticators.webUserId, officer.id));
    const removed = await api.post('/profile/totp/remove', officer, { code: await codeAt(secret) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ authenticatorApp: null, hasPassword: false });
  });

  it('tells someone with neither a password nor an app whom to ask', async () => {
    const officer = await signedInUser(context);
    await context.db.update(webUsers).set({ passwordHash: null }).where(eq(webUsers.id, officer.id));
    const refused = await api.post('/profile/totp/remove', officer, { code: '123456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ code: [SECOND_FACTOR_MESSAGES.noCodeToConfirm] });
  });

  it('offers no recovery codes to someone without a second factor', async () => {
    const officer = await signedInUser(context);
    const refused = await api.post('/profile/recovery-codes', officer, { currentPassword: officer.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.noFactorForCodes);
  });
});

describe('an authority that requires a second factor', () => {
  it('is set by its ADMIN, audited, and refused to its officers', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    expect((await api.post('/second-factor-policy', officer, { requireSecondFactor: true })).statusCode).toBe(
      403,
    );

    const admin = await requireSecondFactor(authorityId);

    expect((await api.get('/second-factor-policy', officer)).json().data).toEqual({
      requireSecondFactor: true,
      allowPasskeySignIn: false,
    });
    expect((await lastAudit(context.db, 'authority.second-factor-policy', authorityId))?.after).toEqual({
      requireSecondFactor: true,
      allowPasskeySignIn: false,
    });
    expect((await lastAudit(context.db, 'authority.second-factor-policy', authorityId))?.actorId).toBe(
      admin.id,
    );
  });

  it('leads someone without one to set it up at sign-in, with no session until the app is confirmed', async () => {
    const authorityId = await createTestAuthority(context.db);
    await context.db
      .update(authorities)
      .set({ requireSecondFactor: true })
      .where(eq(authorities.id, authorityId));
    const officer = await createTestUser(context.db, { authorityId, firstName: 'Pat' });

    const { response, pendingToken } = await passwordStep(context.app, officer);
    expect(response.json().data).toEqual({ secondFactorRequired: true, methods: [], mustEnrol: true });
    const pending = await pendingCall(context.app, { method: 'GET', path: '/login/pending', pendingToken });
    expect(pending.json().data).toEqual({ methods: [], mustEnrol: true, firstName: 'Pat' });

    const started = await pendingCall(context.app, { path: '/login/enrol/totp', pendingToken });
    expect(started.statusCode, started.body).toBe(200);
    const secret = plainSecret(started.json().data.secret);
    const noCode = await pendingCall(context.app, {
      path: '/login/second-factor',
      pendingToken,
      payload: { code: await codeAt(secret) },
    });
    expect(noCode.statusCode).toBe(400);
    expect(
      await context.db
        .select()
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.webUserId, officer.id)),
    ).toHaveLength(0);

    const confirmed = await pendingCall(context.app, {
      path: '/login/enrol/totp/confirm',
      pendingToken,
      payload: { code: await codeAt(secret) },
    });

    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { session, recoveryCodes: codes } = confirmed.json().data;
    expect(session.webUserId).toBe(officer.id);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(refreshCookieOf(confirmed)).toBeDefined();
    const [family] = await context.db
      .select({ secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, officer.id));
    expect(family).toEqual({ secondFactor: 'TOTP' });
    expect(await subjectsMailedTo(officer.email)).toContain('A new sign-in method was added to your account');
  });

  it('refuses to set up an app at sign-in without a pending sign-in, or from another site', async () => {
    const absent = await pendingCall(context.app, { path: '/login/enrol/totp', pendingToken: undefined });
    const madeUp = await pendingCall(context.app, {
      path: '/login/enrol/totp/confirm',
      pendingToken: 'made-up',
      payload: { code: '123456' },
    });
    const crossSite = await context.app.inject({
      method: 'POST',
      url: '/api/login/enrol/totp',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { casekeeper_pending_sign_in: 'whatever' },
    });

    expect([absent.statusCode, madeUp.statusCode, crossSite.statusCode]).toEqual([401, 401, 403]);
    expect(absent.json().message).toBe(SECOND_FACTOR_MESSAGES.signInExpired);
  });

  it('leaves applicants signing in at the portal as before', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    await context.db
      .update(authorities)
      .set({ requireSecondFactor: true })
      .where(eq(authorities.id, authorityId));

    const applicant = await signedInApplicant(context, officer);

    expect(applicant.session.user_type).toBe('APPLICANT');
  });
});
