import { EMAIL_CHANGE_MESSAGES, STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, webUsers } from '../../db/schema';
import { createTestUser, signIn, type SignedIn, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();

let lastIp = 0;
async function signedInUser(
  options: Parameters<typeof createTestUser>[1] = {},
): Promise<TestUser & SignedIn> {
  const user = await createTestUser(context.db, options);
  return { ...user, ...(await signIn(context.app, user, `192.0.2.${(lastIp += 1)}`)) };
}

const getProfile = (who: SignedIn) =>
  context.app.inject({ method: 'GET', url: '/api/profile', headers: who.auth });
/** Saves as the profile form does: with the version it read, unless the test gives one. */
const saveProfile = async (who: SignedIn, payload: object) => {
  const { version } = (await getProfile(who)).json<{ data: { version: number } }>().data;
  return context.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: who.auth,
    payload: { version, ...payload },
  });
};

const signInWith = (email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '192.0.2.250',
    payload: { email, password },
  });

const confirmEmail = (token: string) =>
  context.app.inject({ method: 'POST', url: '/api/profile/email/confirm', payload: { token } });

const mailTo = (address: string) =>
  context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);

function tokenMailedTo(address: string, mails: { textBody: string }[]): string {
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  expect(token, `no confirmation link mailed to ${address}`).toBeDefined();
  return token ?? '';
}

async function lastAudit(action: string, userId: number) {
  const [row] = await context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('GET /api/profile', () => {
  it("answers the caller's own profile with the authority's name", async () => {
    const user = await signedInUser({ firstName: 'Aisha', role: 'ADMIN' });
    const response = await getProfile(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      webUserId: user.id,
      email: user.email,
      firstName: 'Aisha',
      lastName: 'Officer',
      phone: null,
      userType: 'AUTHORITY_USER',
      role: 'ADMIN',
      authorityName: expect.stringMatching(/^Test Council /),
      themeMode: null,
      alarmDigest: true,
      pendingEmail: null,
      lastLoginAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
    });
  });

  it('answers a platform admin with no authority', async () => {
    const admin = await signedInUser({ userType: 'ADMIN' });
    expect((await getProfile(admin)).json().data).toMatchObject({
      userType: 'ADMIN',
      role: null,
      authorityName: null,
    });
  });
});

describe('POST /api/profile', () => {
  it('saves names and phone, and audits before and after', async () => {
    const user = await signedInUser({ firstName: 'Sam' });
    const response = await saveProfile(user, {
      firstName: ' Samira ',
      lastName: 'Khan',
      phone: '01632 960 001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your profile has been saved.',
      data: { firstName: 'Samira', lastName: 'Khan', phone: '01632 960 001', email: user.email },
    });
    expect((await getProfile(user)).json().data).toMatchObject({
      firstName: 'Samira',
      phone: '01632 960 001',
    });
    const audit = await lastAudit('profile.update', user.id);
    expect(audit).toMatchObject({
      actorId: user.id,
      authorityId: user.authorityId,
      before: { firstName: 'Sam', lastName: 'Officer', phone: null },
      after: { firstName: 'Samira', lastName: 'Khan', phone: '01632 960 001' },
    });
    expect(audit).toMatchObject({ ip: '127.0.0.1', requestId: response.headers['x-request-id'] });

    // An empty phone clears it.
    await saveProfile(user, { firstName: 'Samira', lastName: 'Khan', phone: '' });
    expect((await getProfile(user)).json().data.phone).toBeNull();
  });

  it('refuses a bad phone number and a blank name with field messages', async () => {
    const user = await signedInUser();
    const response = await saveProfile(user, { firstName: '  ', lastName: 'Khan', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields).sort()).toEqual(['firstName', 'phone']);
  });

  it('changes the e-mail address only with the current password and once the link mailed to it is opened', async () => {
    const user = await signedInUser();
    const newEmail = `moved.${user.email}`;
    const names = { firstName: 'Sam', lastName: 'Officer' };

    const missing = await saveProfile(user, { ...names, email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toEqual({ currentPassword: ['Enter your current password'] });
    const wrong = await saveProfile(user, { ...names, email: newEmail, currentPassword: 'not my password' });
    expect(wrong.json().data.fields).toEqual({ currentPassword: ['Your current password is incorrect'] });

    const saved = await saveProfile(user, { ...names, email: newEmail, currentPassword: user.password });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(EMAIL_CHANGE_MESSAGES.requested(newEmail));
    expect(saved.json().data).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await signInWith(newEmail, user.password)).statusCode).toBe(401);
    expect(await lastAudit('profile.email-change-requested', user.id)).toMatchObject({
      after: { email: newEmail },
    });

    const token = tokenMailedTo(newEmail, await mailTo(newEmail));
    // The link never sets a password, and works once.
    const asReset = await context.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: {
        token,
        newPassword: 'quartz meadow lantern oak',
        confirmNewPassword: 'quartz meadow lantern oak',
      },
    });
    expect(asReset.statusCode).toBe(400);
    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { email: newEmail },
      message: EMAIL_CHANGE_MESSAGES.confirmed(newEmail),
    });
    expect((await confirmEmail(token)).json()).toMatchObject({ message: EMAIL_CHANGE_MESSAGES.invalid });

    expect((await signInWith(newEmail, user.password)).statusCode).toBe(200);
    expect((await getProfile(user)).json().data).toMatchObject({ email: newEmail, pendingEmail: null });
    const notice = await mailTo(user.email);
    expect(notice.at(-1)?.textBody).toContain(newEmail);
    expect(await lastAudit('profile.email-confirmed', user.id)).toMatchObject({
      before: { email: user.email },
      after: { email: newEmail },
    });
  });

  it('answers an address another account has exactly as a free one, changes nothing, and tells its owner', async () => {
    const taken = await createTestUser(context.db, { email: 'Taken.Address@council.gov.uk' });
    const user = await signedInUser();
    const names = { firstName: 'Sam', lastName: 'Officer', currentPassword: user.password };
    const free = await saveProfile(user, { ...names, email: 'free.address@council.gov.uk' });
    const response = await saveProfile(user, { ...names, email: 'taken.address@COUNCIL.gov.uk' });
    expect(response.statusCode).toBe(free.statusCode);
    expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.requested('taken.address@COUNCIL.gov.uk'));
    expect(response.json().data).toMatchObject({
      email: user.email,
      pendingEmail: 'taken.address@COUNCIL.gov.uk',
    });

    // The owner hears of it; no link that could move the address is mailed anywhere.
    const toOwner = await mailTo('taken.address@COUNCIL.gov.uk');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.textBody).toContain('Someone asked to change the e-mail address');
    expect(toOwner[0]?.textBody).not.toContain('/confirm-email');
    expect(taken.id).not.toBe(user.id);
    const [row] = await context.db
      .select({ email: webUsers.email })
      .from(webUsers)
      .where(eq(webUsers.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});

describe('POST /api/profile with a stale version', () => {
  it('is refused with 409 and the standard message, and changes nothing', async () => {
    const user = await signedInUser({ firstName: 'Nia' });
    const read = (await getProfile(user)).json().data;
    expect(read.version).toBe(1);
    expect(
      (await saveProfile(user, { firstName: 'Nia', lastName: 'Elsewhere', version: 1 })).statusCode,
    ).toBe(200);
    const stale = await saveProfile(user, { firstName: 'Nina', lastName: 'Officer', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_RECORD_MESSAGE, data: { code: 'CONFLICT' } });
    expect((await getProfile(user)).json().data).toMatchObject({
      firstName: 'Nia',
      lastName: 'Elsewhere',
      version: 2,
    });
  });

  it('is refused without a version', async () => {
    const user = await signedInUser();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: user.auth,
      payload: { firstName: 'Sam', lastName: 'Officer' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(['version']);
  });
});

describe('POST /api/mode/:mode', () => {
  const setMode = (who: SignedIn, mode: string) =>
    context.app.inject({ method: 'POST', url: `/api/mode/${mode}`, headers: who.auth });

  it('saves dark or light and answers it, writing no audit row; a change of name is still audited', async () => {
    const user = await signedInUser();
    const rowsAbout = () =>
      context.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(user.id)));
    const before = (await rowsAbout()).length;
    const response = await setMode(user, 'light');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ themeMode: 'light' });
    expect((await getProfile(user)).json().data.themeMode).toBe('light');
    expect((await setMode(user, 'dark')).json().data).toEqual({ themeMode: 'dark' });
    expect(await rowsAbout()).toHaveLength(before);

    expect((await saveProfile(user, { firstName: 'Renamed', lastName: 'Officer' })).statusCode).toBe(200);
    expect(await lastAudit('profile.update', user.id)).toMatchObject({
      after: expect.objectContaining({ firstName: 'Renamed' }),
    });
    expect(await rowsAbout()).toHaveLength(before + 1);
  });

  it('refuses any other mode with 400', async () => {
    const user = await signedInUser();
    const response = await setMode(user, 'blue');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toHaveProperty('mode');
    expect((await getProfile(user)).json().data.themeMode).toBeNull();
  });
});
