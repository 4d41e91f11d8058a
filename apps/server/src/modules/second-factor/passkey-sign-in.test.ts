import { PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@casekeeper/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorities, passkeys, pendingSignIns, refreshTokenFamilies, webUsers } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, refreshCookieOf, signedInApplicant, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import {
  addPasskey,
  PASSKEY_SIGN_IN_COOKIE,
  passkeySignIn,
  passkeySignInOptions,
  passPendingWithPasskey,
  pendingPasskeyOptions,
} from '../../test/passkeys';
import { enrolFromProfile, passwordStep } from '../../test/second-factor';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';

const context = useTestApp();
const api = apiCalls(context);
const authenticator = (userVerified = true) =>
  createSoftwareAuthenticator({ origin: new URL(context.config.PUBLIC_URL).origin, userVerified });

/** An officer with a passkey on `device`, signed in. */
async function officerWithPasskey(device = authenticator(), authorityId?: number) {
  const officer = await signedInUser(context, authorityId === undefined ? {} : { authorityId });
  const added = await addPasskey(context.app, officer, device);
  return { ...officer, device, credentialId: added.credentialId };
}

const newestSignIn = async (webUserId: number) =>
  (
    await context.db
      .select({ method: refreshTokenFamilies.signInMethod, secondFactor: refreshTokenFamilies.secondFactor })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, webUserId))
      .orderBy(desc(refreshTokenFamilies.createdAt))
      .limit(1)
  )[0];

const storedPasskey = async (credentialId: string) =>
  (await context.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0];

const failedLoginCount = async (webUserId: number) =>
  (await context.db.select().from(webUsers).where(eq(webUsers.id, webUserId)))[0]?.failedLoginCount;

describe('a passkey as the second factor', () => {
  it('is asked for after the password and finishes the sign-in: counter and last use noted, challenge spent', async () => {
    const officer = await officerWithPasskey();
    const { response, pendingToken } = await passwordStep(context.app, officer);
    expect(response.json().data).toEqual({
      secondFactorRequired: true,
      methods: ['PASSKEY', 'RECOVERY_CODE'],
      mustEnrol: false,
    });

    const options = await pendingPasskeyOptions(context.app, pendingToken);
    expect(options.allowCredentials?.map((key) => key.id)).toEqual([officer.credentialId]);
    expect(options.rpId).toBe('localhost');
    const [pending] = await context.db.select().from(pendingSignIns).orderBy(desc(pendingSignIns.createdAt));
    expect(pending?.webauthnChallenge).toBe(options.challenge);

    const passed = await passPendingWithPasskey(
      context.app,
      pendingToken,
      officer.device.authenticate(options),
    );

    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toMatchObject({ webUserId: officer.id });
    expect(refreshCookieOf(passed)).toBeDefined();
    expect(await newestSignIn(officer.id)).toEqual({ method: 'PASSWORD', secondFactor: 'PASSKEY' });
    const stored = await storedPasskey(officer.credentialId);
    expect(stored?.signCount).toBe(1);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
    const [after] = await context.db
      .select()
      .from(pendingSignIns)
      .where(eq(pendingSignIns.id, pending?.id ?? ''));
    expect(after?.webauthnChallenge).toBeNull();
    expect(after?.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a replayed answer, a counter gone back, a forged signature and another person’s passkey, each as a wrong code', async () => {
    const officer = await officerWithPasskey();
    const other = await officerWithPasskey();
    const first = await passwordStep(context.app, officer);
    const used = officer.device.authenticate(await pendingPasskeyOptions(context.app, first.pendingToken));
    expect((await passPendingWithPasskey(context.app, first.pendingToken, used)).statusCode).toBe(200);

    const { pendingToken } = await passwordStep(context.app, officer);
    const tries = [
      // The answer of the sign-in before, to its own (spent) challenge, when a new one was issued.
      async () => {
        await pendingPasskeyOptions(context.app, pendingToken);
        return used;
      },
      async () =>
        officer.device.authenticate(await pendingPasskeyOptions(context.app, pendingToken), undefined, {
          counter: 0,
        }),
      async () =>
        officer.device.authenticate(await pendingPasskeyOptions(context.app, pendingToken), undefined, {
          forge: true,
          counter: 5,
        }),
      async () => {
        const options = await pendingPasskeyOptions(context.app, pendingToken);
        return other.device.authenticate({ ...options, allowCredentials: undefined });
      },
    ];
    const reasons = [];
    for (const answerOf of tries) {
      const refused = await passPendingWithPasskey(context.app, pendingToken, await answerOf());
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(PASSKEY_MESSAGES.notAccepted);
      reasons.push((await lastAudit(context.db, 'auth.second-factor-failed', officer.id))?.after);
    }

    expect(reasons).toEqual([
      { method: 'PASSKEY', reason: 'wrong-challenge' },
      { method: 'PASSKEY', reason: 'counter-not-increased' },
      { method: 'PASSKEY', reason: 'wrong-signature' },
      { method: 'PASSKEY', reason: 'not-their-passkey' },
    ]);
    expect(await failedLoginCount(officer.id)).toBe(4);
    expect((await storedPasskey(officer.credentialId))?.signCount).toBe(1);

    // The fifth refusal spends the pending sign-in.
    const fifth = await passPendingWithPasskey(context.app, pendingToken, used);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(SECOND_FACTOR_MESSAGES.tooManyCodes);
  });

  it('uses each challenge once: a right answer after a refused one, or without asking, is refused', async () => {
    const officer = await officerWithPasskey();
    const { pendingToken } = await passwordStep(context.app, officer);
    const options = await pendingPasskeyOptions(context.app, pendingToken);
    const forged = officer.device.authenticate(options, undefined, { forge: true });
    expect((await passPendingWithPasskey(context.app, pendingToken, forged)).statusCode).toBe(400);

    const late = await passPendingWithPasskey(
      context.app,
      pendingToken,
      officer.device.authenticate(options),
    );

    expect(late.statusCode).toBe(400);
    expect((await lastAudit(context.db, 'auth.second-factor-failed', officer.id))?.after).toEqual({
      method: 'PASSKEY',
      reason: 'no-challenge',
    });
  });

  it('offers no passkey challenge to someone without one, nor without a pending sign-in', async () => {
    const officer = await signedInUser(context);
    await enrolFromProfile(context.app, officer);
    const { pendingToken } = await passwordStep(context.app, officer);

    const none = await context.app.inject({
      method: 'POST',
      url: '/api/login/second-factor/passkey/options',
      cookies: { casekeeper_pending_sign_in: pendingToken },
    });
    const absent = await context.app.inject({
      method: 'POST',
      url: '/api/login/second-factor/passkey/options',
    });

    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PASSKEY_MESSAGES.noPasskeys);
    expect(absent.statusCode).toBe(401);
  });
});

describe('signing in with a passkey alone', () => {
  async function allowingAuthority() {
    const authorityId = await createTestAuthority(context.db);
    const admin = await signedInUser(context, { role: 'ADMIN', authorityId });
    const saved = await api.post('/second-factor-policy', admin, {
      requireSecondFactor: false,
      allowPasskeySignIn: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return authorityId;
  }

  it('signs in where the authority allows it: both factors passed, the browser’s challenge used once', async () => {
    const officer = await officerWithPasskey(authenticator(), await allowingAuthority());
    const { options, token, response } = await passkeySignInOptions(context.app);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(response.cookies.find((cookie) => cookie.name === PASSKEY_SIGN_IN_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login',
      maxAge: 300,
    });

    const answer = officer.device.authenticate(options);
    const signedIn = await passkeySignIn(context.app, token, answer);

    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ webUserId: officer.id, user_type: 'AUTHORITY_USER' });
    expect(refreshCookieOf(signedIn)).toBeDefined();
    expect(await newestSignIn(officer.id)).toEqual({ method: 'PASSKEY', secondFactor: 'PASSKEY' });
    expect((await lastAudit(context.db, 'auth.login', officer.id))?.after).toMatchObject({
      method: 'PASSKEY',
      secondFactor: 'PASSKEY',
    });

    const replayed = await passkeySignIn(context.app, token, answer);
    const withoutCookie = await passkeySignIn(context.app, undefined, answer);
    expect([replayed.statusCode, withoutCookie.statusCode]).toEqual([401, 401]);
    expect(replayed.json().message).toBe(PASSKEY_MESSAGES.signInExpired);
  });

  it('gives one refusal, not saying why, to an unknown passkey, a disallowing authority, an inactive account, an applicant and an unverified person', async () => {
    const allowing = await allowingAuthority();
    const stranger = authenticator();
    stranger.register({
      rp: { name: 'Casekeeper', id: 'localhost' },
      user: { id: 'MQ', name: 'x', displayName: 'x' },
      challenge: 'eA',
      pubKeyCredParams: [],
    });
    const notAllowed = await officerWithPasskey();
    const inactive = await officerWithPasskey(authenticator(), allowing);
    await context.db.update(webUsers).set({ isActive: false }).where(eq(webUsers.id, inactive.id));
    const officer = await signedInUser(context, { authorityId: allowing });
    const applicant = await signedInApplicant(context, officer);
    const applicantDevice = authenticator();
    await addPasskey(context.app, applicant, applicantDevice);
    const unverified = await officerWithPasskey(authenticator(false), allowing);

    const cases: [ReturnType<typeof authenticator>, number | null, string][] = [
      [stranger, null, 'unknown-passkey'],
      [notAllowed.device, notAllowed.id, 'not-allowed'],
      [inactive.device, inactive.id, 'inactive'],
      [applicantDevice, applicant.id, 'applicant'],
      [unverified.device, unverified.id, 'not-verified'],
    ];
    for (const [device, webUserId, reason] of cases) {
      const { options, token } = await passkeySignInOptions(context.app);
      const refused = await passkeySignIn(context.app, token, device.authenticate(options));
      expect(refused.statusCode, reason).toBe(401);
      expect(refused.json().message).toBe(PASSKEY_MESSAGES.signInRefused);
      expect(refreshCookieOf(refused)).toBeUndefined();
      if (webUserId !== null) {
        expect((await lastAudit(context.db, 'auth.login-failed', webUserId))?.after).toEqual({
          method: 'PASSKEY',
          reason,
        });
      }
    }
  });

  it('is off until the authority’s ADMIN allows it; leaving it out of the policy keeps it as it was', async () => {
    const authorityId = await createTestAuthority(context.db);
    const admin = await signedInUser(context, { role: 'ADMIN', authorityId });
    expect((await api.get('/second-factor-policy', admin)).json().data).toEqual({
      requireSecondFactor: false,
      allowPasskeySignIn: false,
    });

    await api.post('/second-factor-policy', admin, { requireSecondFactor: false, allowPasskeySignIn: true });
    const kept = await api.post('/second-factor-policy', admin, { requireSecondFactor: true });

    expect(kept.json().data).toEqual({ requireSecondFactor: true, allowPasskeySignIn: true });
    expect(kept.json().message).toBe(SECOND_FACTOR_MESSAGES.policySaved(true));
    const off = await api.post('/second-factor-policy', admin, {
      requireSecondFactor: true,
      allowPasskeySignIn: false,
    });
    expect(off.json().message).toBe(SECOND_FACTOR_MESSAGES.passkeySignInSaved(false));
    expect((await lastAudit(context.db, 'authority.second-factor-policy', authorityId))?.before).toEqual({
      requireSecondFactor: true,
      allowPasskeySignIn: true,
    });
    const [row] = await context.db.select().from(authorities).where(eq(authorities.id, authorityId));
    expect(row?.allowPasskeySignIn).toBe(false);
  });
});
