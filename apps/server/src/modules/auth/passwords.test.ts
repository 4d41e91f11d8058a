import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, passwordResetTokens, refreshTokenFamilies, webUsers } from '../../db/schema';
import { PASSWORD_POLICY_MESSAGES } from '../../platform/auth/password-policy';
import { hashSecretToken } from '../../platform/auth/secret-token';
import { createTestUser, signIn, type TestUser } from '../../test/accounts';
import { useTestAppWithMail } from '../../test/use-test-app-with-mail';
import { AUTH_MESSAGES } from './auth-messages';

const { context, smtp } = await useTestAppWithMail({ PUBLIC_URL: 'https://casekeeper.example.gov.uk/' });

let lastIp = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `198.51.100.${(lastIp += 1)}` });

const NEW_PASSWORD = 'violet harbour tandem quill';

/** Asks for a reset link for `user`, delivers the mail and answers the token in its link. */
async function mailedResetToken(user: TestUser): Promise<string> {
  const response = await post('/api/forgot-password', { email: user.email });
  expect(response.statusCode).toBe(200);
  await context.app.backgroundTasks.settled();
  await context.app.mailer.deliverDueMail();
  const mail = smtp.received.find((candidate) => candidate.to.includes(user.email));
  const token = /https:\/\/casekeeper\.example\.gov\.uk\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  )?.[1];
  if (!token) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
  return token;
}

const reset = (token: string, newPassword = NEW_PASSWORD, confirmNewPassword = newPassword) =>
  post('/api/password-reset', { token, newPassword, confirmNewPassword });

const loginStatus = async (email: string, password: string) =>
  (await post('/api/login', { email, password })).statusCode;

describe('the refresh cookie behind a public HTTPS address', () => {
  it('is Secure even when the request reached the server over plain HTTP', async () => {
    const user = await createTestUser(context.db);
    const login = await post('/api/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const cookies = login.cookies.filter((cookie) => cookie.name === 'casekeeper_refresh');
    expect(cookies).toHaveLength(2);
    expect(cookies.every((cookie) => cookie.secure === true && cookie.httpOnly === true)).toBe(true);
  });
});

describe('forgotten password', () => {
  it('mails a single-use link to the account, stores only its hash, and audits', async () => {
    const user = await createTestUser(context.db, { firstName: 'Morag' });
    const response = await post('/api/forgot-password', { email: user.email.toUpperCase() });
    expect(response.json()).toMatchObject({
      statusCode: 200,
      message: AUTH_MESSAGES.forgotPassword,
      data: null,
    });

    await context.app.backgroundTasks.settled();
    expect(await context.app.mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ to: [user.email], subject: 'Reset your Casekeeper password' });
    expect(mail?.text).toContain('Hello Morag,\n');
    expect(mail?.text).toContain('within 30 minutes');
    const token = /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

    const [stored] = await context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.webUserId, user.id));
    expect(stored?.tokenHash).toBe(hashSecretToken(token));
    expect(stored?.purpose).toBe('RESET');
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'auth.password-reset-requested'), eq(auditLog.entityId, String(user.id))),
      );
    expect(audit?.ip).toMatch(/^198\.51\.100\./);
  });

  it('names the person in the mail as typed, unquoted, on one line, with no link of theirs', async () => {
    const user = await createTestUser(context.db, {
      firstName: 'Jo\nYour account is locked. Unlock it at https://evil.example/unlock or www.evil.example',
    });
    await mailedResetToken(user);
    const mail = smtp.received.find((candidate) => candidate.to.includes(user.email));
    const greeting = mail?.text.split('\n')[0] ?? '';

    expect(greeting).toBe('Hello Jo Your account is locked. Unlock it at https: //evil. exam…,');
    expect(mail?.text).not.toMatch(/[“”]|evil\.example|^Your account/m);
    const links = mail?.text.match(/[a-z]+:\/\/\S+/g) ?? [];
    expect(links.every((link) => link.startsWith('https://casekeeper.example.gov.uk/'))).toBe(true);
  });

  it('answers exactly the same for an unknown or deactivated account, and sends nothing', async () => {
    const inactive = await createTestUser(context.db, { isActive: false });
    const before = await context.db.select().from(mailOutbox);
    const unknown = await post('/api/forgot-password', { email: 'nobody@nowhere.gov.uk' });
    const deactivated = await post('/api/forgot-password', { email: inactive.email });
    for (const response of [unknown, deactivated]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, message: AUTH_MESSAGES.forgotPassword, data: null });
    }
    await context.app.backgroundTasks.settled();
    expect(await context.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('sends at most three links an hour to one account', async () => {
    const user = await createTestUser(context.db);
    for (let request = 0; request < 5; request += 1) {
      expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    await context.app.backgroundTasks.settled();
    const queued = await context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(queued).toHaveLength(3);
  });
});

describe('forgotten password: timing', () => {
  it('answers before looking for the account, and mails the link afterwards', async () => {
    const user = await createTestUser(context.db);
    const outbox = () => context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    // Holding the account's row holds the work behind the answer (it locks that row first).
    await context.db.transaction(async (tx) => {
      await tx.select({ id: webUsers.id }).from(webUsers).where(eq(webUsers.id, user.id)).for('update');
      const response = await post('/api/forgot-password', { email: user.email });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await outbox()).toHaveLength(0);
    });
    await context.app.backgroundTasks.settled();
    expect(await outbox()).toHaveLength(1);
  });
});

describe('POST /api/password-reset', () => {
  it('refuses a link mailed to an address the account has since moved away from', async () => {
    const user = await createTestUser(context.db);
    const token = await mailedResetToken(user);
    const session = await signIn(context.app, user, '203.0.113.77');
    const moved = await context.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { authorization: `Bearer ${session.session.access_token}` },
      payload: {
        firstName: 'Moved',
        lastName: 'Away',
        email: `moved-${user.email}`,
        currentPassword: user.password,
        version: 1,
      },
    });
    expect(moved.statusCode).toBe(200);
    // The address moves once the link mailed to it is opened; links to the old one die then.
    const [confirmation] = await context.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `moved-${user.email}`));
    const confirmToken = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(confirmation?.text ?? '')?.[1];
    const confirmed = await context.app.inject({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
    expect(await loginStatus(`moved-${user.email}`, user.password)).toBe(200);
  });

  it('sets the new password, refuses the old one, ends every session and works once', async () => {
    const user = await createTestUser(context.db);
    const elsewhere = await signIn(context.app, user, '192.0.2.80');
    const token = await mailedResetToken(user);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.passwordReset);

    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    // The session from before the reset is over, refresh token and access token alike.
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      cookies: { casekeeper_refresh: elsewhere.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/me', headers: elsewhere.auth })).statusCode,
    ).toBe(401);
    const [before] = await context.db
      .select({ reason: refreshTokenFamilies.revokedReason })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.webUserId, user.id))
      .orderBy(refreshTokenFamilies.createdAt);
    expect(before?.reason).toBe('password-reset');

    const again = await reset(token, 'another fresh passphrase here');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    const actions = await context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(actions.map((row) => row.action)).toContain('auth.password-reset');
  });

  it('refuses passwords against the policy, a field at a time, without using up the link', async () => {
    const user = await createTestUser(context.db, { email: 'jo.bloggs.casework@council.gov.uk' });
    const token = await mailedResetToken(user);
    const cases: [string, string, string, string][] = [
      ['too short', 'short one', 'newPassword', 'Use at least 12 characters'],
      ['common', 'Password2024!', 'newPassword', PASSWORD_POLICY_MESSAGES.common],
      ['the e-mail', 'JO.BLOGGS.CASEWORK@council.gov.uk', 'newPassword', PASSWORD_POLICY_MESSAGES.email],
      ['its local part', 'jo.bloggs.casework', 'newPassword', PASSWORD_POLICY_MESSAGES.email],
    ];
    for (const [, password, field, message] of cases) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields[field]).toEqual([message]);
    }
    const mismatch = await reset(token, NEW_PASSWORD, 'something else entirely');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.fields.confirmNewPassword).toEqual(['The two new passwords do not match']);

    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up one', async () => {
    const user = await createTestUser(context.db);
    const token = await mailedResetToken(user);
    await context.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.webUserId, user.id));
    expect((await reset(token)).json()).toMatchObject({
      statusCode: 400,
      message: AUTH_MESSAGES.resetLinkInvalid,
    });
    expect((await reset('made-up-token')).statusCode).toBe(400);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });

  it('lifts a lockout, since the link proves the mailbox is theirs', async () => {
    const user = await createTestUser(context.db);
    await context.db
      .update(webUsers)
      .set({ failedLoginCount: 7, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(webUsers.id, user.id));
    expect((await reset(await mailedResetToken(user))).statusCode).toBe(200);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });
});

describe('POST /api/change-password', () => {
  const change = (auth: Record<string, string>, body: object) => post('/api/change-password', body, auth);

  it('changes the password, ends the other sessions and keeps this device signed in', async () => {
    const user = await createTestUser(context.db);
    const here = await signIn(context.app, user, '192.0.2.90');
    const otherDevice = await signIn(context.app, user, '192.0.2.91');

    const response = await change(here.auth, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    const fresh = response.json().data;
    expect(fresh).toMatchObject({ webUserId: user.id, refresh_token: 'httponly-cookie' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'casekeeper_refresh');
    expect(cookie?.value).toBeTruthy();

    // This device carries on with what it was just given...
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authorization: `Bearer ${fresh.access_token}` },
        })
      ).statusCode,
    ).toBe(200);
    const renewed = await context.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      cookies: { casekeeper_refresh: cookie?.value ?? '' },
    });
    expect(renewed.statusCode).toBe(200);
    // ...while every earlier session, this device's old one included, is over.
    for (const before of [here, otherDevice]) {
      expect(
        (await context.app.inject({ method: 'GET', url: '/api/me', headers: before.auth })).statusCode,
      ).toBe(401);
      const refresh = await context.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        cookies: { casekeeper_refresh: before.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password-change'), eq(auditLog.actorId, user.id)));
    expect(audit?.after).toMatchObject({ sessionsEnded: 2 });
  });

  it('refuses a wrong current password on its field, and counts it towards the lockout', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, '192.0.2.92');
    const response = await change(session.auth, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({ currentPassword: [AUTH_MESSAGES.currentPasswordWrong] });
    const [row] = await context.db
      .select({ failed: webUsers.failedLoginCount })
      .from(webUsers)
      .where(eq(webUsers.id, user.id));
    expect(row?.failed).toBe(1);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(401);
  });

  it('refuses the same password, a common one, and a mismatched confirmation', async () => {
    const user = await createTestUser(context.db);
    const session = await signIn(context.app, user, '192.0.2.93');
    const attempt = (newPassword: string, confirmNewPassword = newPassword) =>
      change(session.auth, { currentPassword: user.password, newPassword, confirmNewPassword });

    expect((await attempt(user.password)).json().data.fields.newPassword).toEqual([
      AUTH_MESSAGES.samePassword,
    ]);
    expect((await attempt('qazwsxedcrfvtgb')).json().data.fields.newPassword).toEqual([
      PASSWORD_POLICY_MESSAGES.common,
    ]);
    expect((await attempt(NEW_PASSWORD, 'different')).json().data.fields.confirmNewPassword).toEqual([
      'The two new passwords do not match',
    ]);
    expect(await loginStatus(user.email, user.password)).toBe(200);
  });
});
