import { INVITATION_MESSAGES } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, refreshCookieOf, signedInUser, type SignedInUser } from '../../test/api';
import { useTestAppWithMail } from '../../test/use-test-app-with-mail';

const { context, smtp } = await useTestAppWithMail({ PUBLIC_URL: 'https://casekeeper.example.gov.uk' });
const { get, post } = apiCalls(context);

let authorityId: number;
let authorityAccount: SignedInUser;
let platformAdmin: SignedInUser;
const password = 'juniper lantern harbour quilt';

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { name: 'Borsetshire County Council' });
  authorityAccount = await signedInUser(context, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
});

/** Invites a new officer through the API and answers their id and the token of the mailed link. */
async function invite(firstName = 'Ruth'): Promise<{ id: number; email: string; token: string }> {
  const email = `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2)}@borsetshire.gov.uk`;
  const added = await post('/authority/user/add', authorityAccount, {
    authorityId,
    email,
    firstName,
    lastName: 'Archer',
    userType: 'AUTHORITY_USER',
    role: 'READWRITE',
  });
  expect(added.statusCode).toBe(200);
  return { id: added.json().data.id, email, token: await mailedToken(email) };
}

async function mailedToken(email: string): Promise<string> {
  await context.app.mailer.deliverDueMail();
  const mail = smtp.received.findLast((message) => message.to.includes(email));
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return token ?? '';
}

describe('POST /api/invitation/check', () => {
  it('names the person, the account and the authority of an open invitation', async () => {
    const { email, token } = await invite('Ruth');
    const response = await post('/invitation/check', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Ruth',
      lastName: 'Archer',
      email,
      userType: 'AUTHORITY_USER',
      role: 'READWRITE',
      authorityName: 'Borsetshire County Council',
    });
    expect(new Date(response.json().data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it('answers the same 400 for an unknown, expired, used or deactivated-user link', async () => {
    const expired = await invite('Eddie');
    await context.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.webUserId, expired.id));
    const deactivated = await invite('Clarrie');
    await context.db.update(webUsers).set({ isActive: false }).where(eq(webUsers.id, deactivated.id));
    const used = await invite('Will');
    expect(
      (
        await post('/invitation/accept', undefined, {
          token: used.token,
          newPassword: password,
          confirmNewPassword: password,
        })
      ).statusCode,
    ).toBe(200);

    for (const token of ['made-up-token', expired.token, deactivated.token, used.token]) {
      const response = await post('/invitation/check', undefined, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVITATION_MESSAGES.invalid);
    }
  });
});

describe('POST /api/invitation/accept', () => {
  it('sets the first password, signs the person in with a refresh cookie, and works once', async () => {
    const { id, email, token } = await invite('Kenton');
    const response = await post('/invitation/accept', undefined, {
      token,
      newPassword: password,
      confirmNewPassword: password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(INVITATION_MESSAGES.accepted);
    const session = response.json().data;
    expect(session).toMatchObject({ webUserId: id, first_name: 'Kenton', user_type: 'AUTHORITY_USER' });
    expect(refreshCookieOf(response)).toBeTruthy();
    expect((await get('/me', { auth: { authorization: `Bearer ${session.access_token}` } })).statusCode).toBe(
      200,
    );
    expect((await post('/login', undefined, { email, password })).statusCode).toBe(200);
    expect(await lastAudit(context.db, 'auth.invitation-accepted', id)).toMatchObject({
      actorId: id,
      authorityId,
    });

    const again = await post('/invitation/accept', undefined, {
      token,
      newPassword: 'another pass phrase entirely',
      confirmNewPassword: 'another pass phrase entirely',
    });
    expect(again.statusCode).toBe(400);
    expect((await post('/login', undefined, { email, password })).statusCode).toBe(200);
  });

  it('refuses a weak or mismatched password per field and leaves the link usable', async () => {
    const { id, token } = await invite('Lynda');
    const weak = await post('/invitation/accept', undefined, {
      token,
      newPassword: 'password1234',
      confirmNewPassword: 'password1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields.newPassword).toBeDefined();
    const mismatch = await post('/invitation/accept', undefined, {
      token,
      newPassword: password,
      confirmNewPassword: 'something else',
    });
    expect(mismatch.json().data.fields.confirmNewPassword).toEqual(['The two new passwords do not match']);
    const [user] = await context.db.select().from(webUsers).where(eq(webUsers.id, id));
    expect(user?.passwordHash).toBeNull();
    expect((await post('/invitation/check', undefined, { token })).statusCode).toBe(200);
  });
});

describe('resending an invitation', () => {
  it('mails a new link, retires the old one, and audits', async () => {
    const { id, email, token: first } = await invite('Jazzer');
    const response = await post(`/authority/user/resend-invitation/${id}`, authorityAccount);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(INVITATION_MESSAGES.resent(email));
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await post('/invitation/check', undefined, { token: first })).statusCode).toBe(400);
    expect((await post('/invitation/check', undefined, { token: second })).statusCode).toBe(200);
    expect(await lastAudit(context.db, 'user.invitation-resent', id)).toMatchObject({
      actorId: authorityAccount.id,
      authorityId,
    });
  });

  it('is refused for someone who has set a password, someone deactivated, and another authority’s user', async () => {
    const accepted = await invite('Tom');
    await post('/invitation/accept', undefined, {
      token: accepted.token,
      newPassword: password,
      confirmNewPassword: password,
    });
    const refused = await post(`/authority/user/resend-invitation/${accepted.id}`, authorityAccount);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INVITATION_MESSAGES.alreadyAccepted);

    const inactive = await invite('Helen');
    await context.db.update(webUsers).set({ isActive: false }).where(eq(webUsers.id, inactive.id));
    expect(
      (await post(`/authority/user/resend-invitation/${inactive.id}`, authorityAccount)).statusCode,
    ).toBe(409);

    const elsewhere = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
    const sent = smtp.received.length;
    expect((await post(`/authority/user/resend-invitation/${inactive.id}`, elsewhere)).statusCode).toBe(404);
    expect((await post(`/admin/resend-invitation/${inactive.id}`, platformAdmin)).statusCode).toBe(404);
    await context.app.mailer.deliverDueMail();
    expect(smtp.received.length).toBe(sent);
  });

  it('works for a platform admin who has not yet set a password', async () => {
    const email = `new.admin.${Math.random().toString(36).slice(2)}@casekeeper.gov.uk`;
    const added = await post('/admin/add', platformAdmin, {
      type: 'admin',
      email,
      firstName: 'Idris',
      lastName: 'Pryce',
    });
    const first = await mailedToken(email);
    const response = await post(`/admin/resend-invitation/${added.json().data.id}`, platformAdmin);
    expect(response.statusCode).toBe(200);
    const second = await mailedToken(email);
    expect((await post('/invitation/check', undefined, { token: first })).statusCode).toBe(400);
    expect((await post('/invitation/check', undefined, { token: second })).json().data).toMatchObject({
      userType: 'ADMIN',
      authorityName: null,
    });
  });
});
