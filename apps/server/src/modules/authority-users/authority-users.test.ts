import { AUTHORITY_ACCOUNT_READONLY_MESSAGE, STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, webUsers } from '../../db/schema';
import { ADDRESS_CALLS_PER_HOUR } from '../../platform/auth/address-rate-limit';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, lastAudit, refresh, signedInUser, type SignedInUser } from '../../test/api';
import { useTestAppWithMail } from '../../test/use-test-app-with-mail';
import { AUTH_MESSAGES } from '../auth';
import { EMAIL_UNAVAILABLE_MESSAGE, OWN_EMAIL_MESSAGE } from '../account-email';
import { AUTHORITY_USER_MESSAGES } from './authority-user-view';

const { context, smtp } = await useTestAppWithMail();
const { get, post } = apiCalls(context);

let authorityId: number;
let otherAuthorityId: number;
let platformAdmin: SignedInUser;
let authorityAccount: SignedInUser;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { name: 'Borsetshire County Council' });
  otherAuthorityId = await createTestAuthority(context.db);
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  authorityAccount = await signedInUser(context, {
    userType: 'AUTHORITY',
    role: 'ADMIN',
    authorityId,
    firstName: 'Helen',
  });
  // Out of the way: the mail telling the platform admin their authenticator app was added.
  await context.app.mailer.deliverDueMail();
});

let emails = 0;
const newUser = (overrides: object = {}) => ({
  authorityId,
  email: `officer.${(emails += 1)}@borsetshire.gov.uk`,
  firstName: 'Usha',
  lastName: 'Gupta',
  phone: '',
  userType: 'AUTHORITY_USER',
  role: 'READWRITE',
  ...overrides,
});

describe('POST /api/authority/user/add', () => {
  it('lets an AUTHORITY account add a user to its own authority, who is mailed a link and no password', async () => {
    const response = await post('/authority/user/add', authorityAccount, newUser({ role: 'READONLY' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTHORITY_USER_MESSAGES.added);
    const user = response.json().data;
    expect(user).toMatchObject({
      authorityId,
      userType: 'AUTHORITY_USER',
      role: 'READONLY',
      phone: null,
      isActive: true,
      hasPassword: false,
      can: {
        edit: true,
        delete: true,
        toggleActive: true,
        changeRole: true,
        impersonate: false,
        resendInvitation: true,
      },
    });
    const [stored] = await context.db.select().from(webUsers).where(eq(webUsers.id, user.id));
    expect(stored?.passwordHash).toBeNull();

    await context.app.mailer.deliverDueMail();
    const [mail] = smtp.received;
    expect(mail?.text).toContain('a Casekeeper account for Borsetshire County Council.');
    const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const [link] = await context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.webUserId, user.id));
    expect(link?.purpose).toBe('INVITE');
    const password = 'granite willow harbour tune';
    expect(
      (
        await post('/password-reset', undefined, {
          token,
          newPassword: password,
          confirmNewPassword: password,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('/login', undefined, { email: user.email, password })).statusCode).toBe(200);
    expect(await lastAudit(context.db, 'authority-user.create', user.id)).toMatchObject({
      actorId: authorityAccount.id,
      authorityId,
      after: { role: 'READONLY', userType: 'AUTHORITY_USER' },
    });
  });

  it('lets a platform admin add a user to any authority, whose rows then offer impersonation', async () => {
    const response = await post(
      '/authority/user/add',
      platformAdmin,
      newUser({ authorityId: otherAuthorityId, userType: 'AUTHORITY', role: 'ADMIN' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      authorityId: otherAuthorityId,
      userType: 'AUTHORITY',
      can: { impersonate: true },
    });
  });

  it('refuses an AUTHORITY account adding to another authority with 403, and a missing authority with 404', async () => {
    const other = await post(
      '/authority/user/add',
      authorityAccount,
      newUser({ authorityId: otherAuthorityId }),
    );
    expect(other.statusCode).toBe(403);
    const missing = await post('/authority/user/add', platformAdmin, newUser({ authorityId: 999_999 }));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad fields, a platform admin user type and an unknown role, per field', async () => {
    const response = await post(
      '/authority/user/add',
      authorityAccount,
      newUser({ email: 'nope', userType: 'ADMIN', role: 'OWNER', lastName: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      email: ['Enter an e-mail address like name@council.gov.uk'],
      lastName: ['Enter a last name'],
      userType: ['Choose AUTHORITY or AUTHORITY_USER'],
      role: ['Choose a role: ADMIN, READWRITE or READONLY'],
    });
  });

  it('answers an address a platform admin, another authority or nobody yet has exactly as any bad field', async () => {
    const admin = await createTestUser(context.db, {
      userType: 'ADMIN',
      email: 'ops.person@platform.example',
    });
    const elsewhere = await createTestUser(context.db, {
      authorityId: otherAuthorityId,
      email: 'someone@elsewhere.gov.uk',
    });
    const answers = await Promise.all(
      [admin.email, elsewhere.email].map((email) =>
        post('/authority/user/add', authorityAccount, newUser({ email })),
      ),
    );
    const shapes = answers.map((answer) => ({ status: answer.statusCode, body: answer.json() }));
    for (const shape of shapes) {
      expect(shape).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Please correct the highlighted fields.',
          data: {
            code: 'VALIDATION_FAILED',
            fields: { email: [EMAIL_UNAVAILABLE_MESSAGE] },
            requestId: expect.any(String),
          },
        },
      });
    }
    const badName = await post('/authority/user/add', authorityAccount, newUser({ lastName: '' }));
    expect(badName.json()).toMatchObject({ statusCode: 400, message: shapes[0]?.body.message });
  });

  it('refuses an AUTHORITY account with the READONLY role, on add and on update', async () => {
    const added = await post(
      '/authority/user/add',
      authorityAccount,
      newUser({ userType: 'AUTHORITY', role: 'READONLY' }),
    );
    expect(added.statusCode).toBe(400);
    expect(added.json().data.fields).toEqual({ role: [AUTHORITY_ACCOUNT_READONLY_MESSAGE] });

    const user = await createTestUser(context.db, { authorityId, userType: 'AUTHORITY', role: 'READWRITE' });
    const current = (await get(`/authority/user/edit/${user.id}`, platformAdmin)).json().data;
    const updated = await post('/authority/user/update', platformAdmin, { ...current, role: 'READONLY' });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().data.fields).toEqual({ role: [AUTHORITY_ACCOUNT_READONLY_MESSAGE] });
    const asOfficer = await post('/authority/user/update', platformAdmin, {
      ...current,
      userType: 'AUTHORITY_USER',
      role: 'READONLY',
    });
    expect(asOfficer.statusCode).toBe(200);
  });

  it('refuses an e-mail address any account has, whatever its capitals, with a 400 on the field, and tells its owner', async () => {
    const existing = await createTestUser(context.db, { email: 'Dup.Licate@borsetshire.gov.uk' });
    await context.app.mailer.deliverDueMail();
    const response = await post(
      '/authority/user/add',
      authorityAccount,
      newUser({ email: 'DUP.licate@Borsetshire.gov.uk' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({ email: [EMAIL_UNAVAILABLE_MESSAGE] });
    expect(existing.id).toBeGreaterThan(0);
    const told = await context.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'DUP.licate@Borsetshire.gov.uk'));
    expect(told).toEqual([
      expect.objectContaining({
        subject: 'Someone tried to use your e-mail address on Casekeeper',
        text: expect.stringContaining(
          'An administrator tried to give a Casekeeper account this e-mail address.',
        ),
      }),
    ]);
    expect(await context.app.mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
  });

  it('stops a caller after an hour’s worth of calls that take an e-mail address, with 429', async () => {
    // A caller of its own: the limit is per user, and the other tests' caller must keep its calls.
    const prober = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN', authorityId });
    for (let attempt = 0; attempt < ADDRESS_CALLS_PER_HOUR; attempt++) {
      const taken = await post(
        '/authority/user/add',
        prober,
        newUser({ email: 'Dup.Licate@borsetshire.gov.uk' }),
      );
      expect(taken.statusCode).toBe(400);
    }
    const over = await post(
      '/authority/user/add',
      prober,
      newUser({ email: 'fresh.one@borsetshire.gov.uk' }),
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const added = await context.db
      .select()
      .from(webUsers)
      .where(eq(webUsers.email, 'fresh.one@borsetshire.gov.uk'));
    expect(added).toHaveLength(0);
  });
});

describe('GET /api/authority/User/:authorityId', () => {
  it('pages, searches and sorts the users of the authority, with the authority and per-row abilities', async () => {
    await createTestUser(context.db, {
      authorityId,
      firstName: 'Quentin',
      email: 'quentin.q@borsetshire.gov.uk',
    });
    const response = await get(`/authority/User/${authorityId}`, authorityAccount, {
      search: 'quentin',
      sortCol: 'email',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      totalRecords: 1,
      authority: { id: authorityId, name: 'Borsetshire County Council', isActive: true },
    });
    expect(page.data[0]).toMatchObject({ firstName: 'Quentin', email: 'quentin.q@borsetshire.gov.uk' });

    const all = (
      await get(`/authority/User/${authorityId}`, authorityAccount, {
        pageSize: '100',
        sortCol: 'firstName',
        sortDir: 'desc',
      })
    ).json().data;
    const names = all.data.map((row: { firstName: string }) => row.firstName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const mine = all.data.find((row: { id: number }) => row.id === authorityAccount.id);
    expect(mine.can).toEqual({
      edit: true,
      delete: false,
      toggleActive: false,
      changeRole: false,
      impersonate: false,
      resendInvitation: false,
    });
    const second = (
      await get(`/authority/User/${authorityId}`, authorityAccount, { pageSize: '1', pageNo: '2' })
    ).json().data;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 1 });
    expect(second.data).toHaveLength(1);
  });

  it('answers 403 for another authority and 400 for a sort column not on the list', async () => {
    expect((await get(`/authority/User/${otherAuthorityId}`, authorityAccount)).statusCode).toBe(403);
    const bad = await get(`/authority/User/${authorityId}`, authorityAccount, { sortCol: 'passwordHash' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(['sortCol']);
  });
});

describe('editing an authority user', () => {
  it('saves with the version read, refuses a stale one with 409, and answers 404 for another authority', async () => {
    const user = await createTestUser(context.db, { authorityId, role: 'READONLY' });
    const edit = await get(`/authority/user/edit/${user.id}`, authorityAccount);
    expect(edit.statusCode).toBe(200);
    const current = edit.json().data;
    const saved = await post('/authority/user/update', authorityAccount, {
      ...current,
      lastName: 'Archer',
      phone: '01632 960 777',
    });
    expect(saved.json()).toMatchObject({
      message: AUTHORITY_USER_MESSAGES.saved,
      data: { lastName: 'Archer', version: 2 },
    });
    const stale = await post('/authority/user/update', authorityAccount, { ...current, lastName: 'Grundy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);

    const foreign = await createTestUser(context.db, { authorityId: otherAuthorityId });
    expect((await get(`/authority/user/edit/${foreign.id}`, authorityAccount)).statusCode).toBe(404);
    expect(
      (await post('/authority/user/update', authorityAccount, { ...current, id: foreign.id, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/authority/user/edit/${platformAdmin.id}`, platformAdmin)).statusCode).toBe(404);
  });

  it('ends the sessions of a user whose role changes, so the new role applies at once', async () => {
    const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const current = (await get(`/authority/user/edit/${officer.id}`, authorityAccount)).json().data;
    const saved = await post('/authority/user/update', authorityAccount, { ...current, role: 'READONLY' });
    expect(saved.json()).toMatchObject({
      message: AUTHORITY_USER_MESSAGES.savedRoleChanged,
      data: { role: 'READONLY' },
    });
    expect((await get('/me', officer)).statusCode).toBe(401);
    const again = await post('/login', undefined, { email: officer.email, password: officer.password });
    expect(again.json().data.role).toBe('READONLY');
    expect(await lastAudit(context.db, 'authority-user.update', officer.id)).toMatchObject({
      before: { role: 'READWRITE' },
      after: { role: 'READONLY', sessionsEnded: 1 },
    });
  });

  it("tells the old address when an admin changes a user's e-mail address", async () => {
    const user = await createTestUser(context.db, { authorityId, email: 'old.address@borsetshire.gov.uk' });
    const current = (await get(`/authority/user/edit/${user.id}`, authorityAccount)).json().data;
    const saved = await post('/authority/user/update', authorityAccount, {
      ...current,
      email: 'new.address@borsetshire.gov.uk',
    });
    expect(saved.statusCode).toBe(200);
    await context.app.mailer.deliverDueMail();
    const notice = smtp.received.find((mail) => mail.to.includes('old.address@borsetshire.gov.uk'));
    expect(notice?.subject).toBe('Your Casekeeper e-mail address was changed');
    expect(notice?.text).toContain('new.address@borsetshire.gov.uk');

    // New capitals are no new address: nothing is sent.
    smtp.received.length = 0;
    const again = (await get(`/authority/user/edit/${user.id}`, authorityAccount)).json().data;
    await post('/authority/user/update', authorityAccount, {
      ...again,
      email: 'NEW.address@borsetshire.gov.uk',
    });
    await context.app.mailer.deliverDueMail();
    expect(smtp.received).toHaveLength(0);
  });

  it('never changes your own role or e-mail address here', async () => {
    const current = (await get(`/authority/user/edit/${authorityAccount.id}`, authorityAccount)).json().data;
    const role = await post('/authority/user/update', authorityAccount, { ...current, role: 'READWRITE' });
    expect(role.json().data.fields).toEqual({ role: [AUTHORITY_USER_MESSAGES.notYourRole] });
    const email = await post('/authority/user/update', authorityAccount, {
      ...current,
      email: 'new.me@borsetshire.gov.uk',
    });
    expect(email.json().data.fields).toEqual({ email: [OWN_EMAIL_MESSAGE] });
    const name = await post('/authority/user/update', authorityAccount, { ...current, firstName: 'Helena' });
    expect(name.statusCode).toBe(200);
  });
});

describe('deactivating and deleting an authority user', () => {
  it('deactivation ends their sessions: a refresh afterwards fails, and so does signing in', async () => {
    const officer = await signedInUser(context, { authorityId });
    const response = await post(`/authority/user/isactive/${officer.id}`, authorityAccount);
    expect(response.json()).toMatchObject({
      message: AUTHORITY_USER_MESSAGES.deactivated,
      data: { isActive: false },
    });
    expect((await refresh(context.app, officer.refreshToken)).statusCode).toBe(401);
    const login = await post('/login', undefined, { email: officer.email, password: officer.password });
    expect(login.json().message).toBe(AUTH_MESSAGES.accountInactive);
    expect(await lastAudit(context.db, 'authority-user.deactivate', officer.id)).toMatchObject({
      actorId: authorityAccount.id,
      authorityId,
      after: { isActive: false, sessionsEnded: 1 },
    });
    const reactivated = await post(`/authority/user/isactive/${officer.id}`, authorityAccount, {
      isActive: true,
    });
    expect(reactivated.json().data.isActive).toBe(true);
  });

  it('deletes softly: signed out, cannot sign in, gone from the list; never yourself', async () => {
    const officer = await signedInUser(context, { authorityId });
    expect((await post(`/authority/user/delete/${officer.id}`, authorityAccount)).json().message).toBe(
      AUTHORITY_USER_MESSAGES.deleted,
    );
    expect((await refresh(context.app, officer.refreshToken)).statusCode).toBe(401);
    expect(
      (await post('/login', undefined, { email: officer.email, password: officer.password })).statusCode,
    ).toBe(403);
    const list = (await get(`/authority/User/${authorityId}`, authorityAccount, { pageSize: '100' })).json()
      .data;
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(officer.id);
    expect((await get(`/authority/user/edit/${officer.id}`, authorityAccount)).statusCode).toBe(404);

    const self = await post(`/authority/user/delete/${authorityAccount.id}`, authorityAccount);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(AUTHORITY_USER_MESSAGES.notYourselfDelete);
    expect((await post(`/authority/user/isactive/${authorityAccount.id}`, authorityAccount)).statusCode).toBe(
      403,
    );
  });
});
