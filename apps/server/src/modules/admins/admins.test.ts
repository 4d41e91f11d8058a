import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, webUsers } from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { apiCalls, lastAudit, refresh, signedInUser, type SignedInUser } from '../../test/api';
import { useTestAppWithMail } from '../../test/use-test-app-with-mail';
import { AUTH_MESSAGES } from '../auth';
import { EMAIL_UNAVAILABLE_MESSAGE, OWN_EMAIL_MESSAGE } from '../account-email';
import { PLATFORM_ADMIN_MESSAGES, platformAdminAbilities, refusalToRemove } from './platform-admin-policy';

const { context, smtp } = await useTestAppWithMail({ PUBLIC_URL: 'https://casekeeper.example.gov.uk' });
const { get, post } = apiCalls(context);

let me: SignedInUser;
beforeAll(async () => {
  me = await signedInUser(context, { userType: 'ADMIN', firstName: 'Morwenna' });
  // Out of the way: the mail telling the admin the authenticator app of their first sign-in was added.
  await context.app.mailer.deliverDueMail();
});

const newAdmin = (overrides: object = {}) => ({
  type: 'admin',
  email: `new.admin.${Math.random().toString(36).slice(2)}@casekeeper.gov.uk`,
  firstName: 'Idris',
  lastName: 'Pryce',
  phone: '01632 960 222',
  ...overrides,
});

describe('POST /api/admin/add (type admin)', () => {
  it('adds a platform admin with no password, mails a 7-day set-password link that works, and audits', async () => {
    const body = newAdmin({ email: 'Idris.Pryce@Casekeeper.gov.uk' });
    const response = await post('/admin/add', me, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PLATFORM_ADMIN_MESSAGES.added);
    const added = response.json().data;
    expect(added).toMatchObject({
      type: 'admin',
      email: 'Idris.Pryce@Casekeeper.gov.uk',
      firstName: 'Idris',
      isActive: true,
      hasPassword: false,
      version: 1,
      can: { edit: true, delete: true, toggleActive: true },
    });

    expect(await context.app.mailer.deliverDueMail()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.to.map((address) => address.toLowerCase())).toEqual(['idris.pryce@casekeeper.gov.uk']);
    expect(mail?.subject).toBe('Your Casekeeper account: choose a password');
    expect(mail?.text).toContain('platform administrator');
    expect(mail?.text).toContain('within 7 days');
    const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const [stored] = await context.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.webUserId, added.id));
    expect(stored?.purpose).toBe('INVITE');
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const password = 'copper meadow lantern violin';
    const set = await post('/password-reset', undefined, {
      token,
      newPassword: password,
      confirmNewPassword: password,
    });
    expect(set.statusCode).toBe(200);
    const signIn = await post('/login', undefined, { email: 'idris.pryce@casekeeper.gov.uk', password });
    expect(signIn.statusCode).toBe(200);
    // The password is right; a platform admin then sets up a second factor before any session.
    expect(signIn.json().data).toEqual({ secondFactorRequired: true, methods: [], mustEnrol: true });

    expect(await lastAudit(context.db, 'admin.create', added.id)).toMatchObject({
      actorId: me.id,
      onBehalfOfId: null,
      authorityId: null,
      after: { email: 'Idris.Pryce@Casekeeper.gov.uk', firstName: 'Idris', isActive: true },
    });
  });

  it('refuses bad fields with a message per field and changes nothing', async () => {
    const before = await context.db.select({ id: webUsers.id }).from(webUsers);
    const response = await post('/admin/add', me, {
      type: 'admin',
      email: 'not-an-email',
      firstName: ' ',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      email: ['Enter an e-mail address like name@council.gov.uk'],
      firstName: ['Enter a first name'],
      lastName: ['Enter a last name'],
      phone: ['Enter a telephone number like 01632 960 001'],
    });
    const unknownType = await post('/admin/add', me, { ...newAdmin(), type: 'superuser' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().data.fields).toEqual({ type: ['Choose admin or authority'] });
    expect(await context.db.select({ id: webUsers.id }).from(webUsers)).toHaveLength(before.length);
  });

  it('refuses an e-mail address any account has, whatever its capitals, with a 400 on the field', async () => {
    const taken = await createTestUser(context.db, { email: 'Someone.Taken@council.gov.uk' });
    const response = await post('/admin/add', me, newAdmin({ email: 'someone.taken@COUNCIL.gov.uk' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: { code: 'VALIDATION_FAILED', fields: { email: [EMAIL_UNAVAILABLE_MESSAGE] } },
    });
    expect(taken.id).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('GET /api/admin/admin/list/:page', () => {
  beforeAll(async () => {
    const names: [string, string][] = [
      ['Zara', 'Abbott'],
      ['Yusuf', 'Bell'],
      ['Xena', 'Carter'],
    ];
    for (const [firstName, lastName] of names) {
      await createTestUser(context.db, {
        userType: 'ADMIN',
        firstName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@platform.gov.uk`,
      });
      await context.db.update(webUsers).set({ lastName }).where(eq(webUsers.firstName, firstName));
    }
  });

  it('pages, sorts by a whitelisted column and searches by name or e-mail', async () => {
    const first = await get('/admin/admin/list/1', me, {
      pageSize: '2',
      sortCol: 'firstName',
      sortDir: 'desc',
    });
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.totalRecords).toBeGreaterThanOrEqual(4);
    expect(page.data.map((row: { firstName: string }) => row.firstName)).toEqual(['Zara', 'Yusuf']);
    const second = (
      await get('/admin/admin/list/2', me, { pageSize: '2', sortCol: 'firstName', sortDir: 'desc' })
    ).json().data;
    expect(second.data[0].firstName).toBe('Xena');

    const byName = (await get('/admin/admin/list/1', me, { search: 'yusuf bell' })).json().data;
    expect(byName.data.map((row: { email: string }) => row.email)).toEqual(['yusuf.bell@platform.gov.uk']);
    const byEmail = (await get('/admin/admin/list/1', me, { search: 'PLATFORM.GOV' })).json().data;
    expect(byEmail.totalRecords).toBe(3);
    const wildcard = (await get('/admin/admin/list/1', me, { search: '%' })).json().data;
    expect(wildcard.totalRecords).toBe(0);
  });

  it('says what the caller may do to each row: not delete or deactivate yourself', async () => {
    const page = (await get('/admin/admin/list/1', me, { pageSize: '100' })).json().data;
    const mine = page.data.find((row: { id: number }) => row.id === me.id);
    const other = page.data.find((row: { id: number }) => row.id !== me.id);
    expect(mine.can).toEqual({ edit: true, delete: false, toggleActive: false, resendInvitation: false });
    expect(other.can).toEqual({ edit: true, delete: true, toggleActive: true, resendInvitation: false });
    expect(mine).not.toHaveProperty('passwordHash');
  });

  it('refuses a sort column of the other type, a page size over 100 and page 0 with 400', async () => {
    const wrongColumn = await get('/admin/admin/list/1', me, { sortCol: 'shortCode' });
    expect(wrongColumn.statusCode).toBe(400);
    expect(Object.keys(wrongColumn.json().data.fields)).toEqual(['sortCol']);
    const tooMany = await get('/admin/admin/list/1', me, { pageSize: '101' });
    expect(tooMany.json().data.fields).toEqual({ pageSize: ['Show at most 100 rows a page'] });
    expect((await get('/admin/admin/list/0', me)).statusCode).toBe(400);
    expect((await get('/admin/nobody/list/1', me)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/edit/:id and POST /api/admin/update (type admin)', () => {
  it('answers the admin to edit, saves a change with the version read, and refuses a stale one with 409', async () => {
    const other = await createTestUser(context.db, { userType: 'ADMIN', firstName: 'Ffion' });
    const edit = await get(`/admin/edit/${other.id}`, me, { type: 'admin' });
    expect(edit.statusCode).toBe(200);
    const before = edit.json().data;
    expect(before).toMatchObject({ type: 'admin', id: other.id, firstName: 'Ffion', version: 1 });

    const change = {
      type: 'admin',
      id: other.id,
      version: 1,
      email: other.email,
      firstName: 'Ffion',
      lastName: 'Hughes',
      phone: '',
    };
    const saved = await post('/admin/update', me, change);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ lastName: 'Hughes', phone: null, version: 2 });
    expect(await lastAudit(context.db, 'admin.update', other.id)).toMatchObject({
      before: { lastName: 'Officer' },
      after: { lastName: 'Hughes' },
    });

    const stale = await post('/admin/update', me, { ...change, lastName: 'Jones' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await get(`/admin/edit/${other.id}`, me, { type: 'admin' })).json().data.lastName).toBe('Hughes');
  });

  it("tells the old address when another admin changes an admin's e-mail address", async () => {
    const other = await createTestUser(context.db, { userType: 'ADMIN', email: 'before@platform.example' });
    const saved = await post('/admin/update', me, {
      type: 'admin',
      id: other.id,
      version: 1,
      email: 'after@platform.example',
      firstName: 'Sam',
      lastName: 'Officer',
    });
    expect(saved.statusCode).toBe(200);
    await context.app.mailer.deliverDueMail();
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toContainEqual([
      ['before@platform.example'],
      'Your Casekeeper e-mail address was changed',
    ]);
  });

  it("needs the type, and answers 404 for no such admin or an authority user's id", async () => {
    const officer = await createTestUser(context.db);
    expect((await get(`/admin/edit/${me.id}`, me)).statusCode).toBe(400);
    expect((await get('/admin/edit/999999', me, { type: 'admin' })).statusCode).toBe(404);
    expect((await get(`/admin/edit/${officer.id}`, me, { type: 'admin' })).statusCode).toBe(404);
  });

  it('leaves your own e-mail address to your profile page', async () => {
    const current = (await get(`/admin/edit/${me.id}`, me, { type: 'admin' })).json().data;
    const response = await post('/admin/update', me, { ...current, email: 'elsewhere@casekeeper.gov.uk' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({ email: [OWN_EMAIL_MESSAGE] });
  });
});

describe('POST /api/admin/isactive/admin/:id and /api/admin/delete/admin/:id', () => {
  it('deactivates an admin, ending every session of theirs, and activates them again', async () => {
    const other = await signedInUser(context, { userType: 'ADMIN' });
    const response = await post(`/admin/isactive/admin/${other.id}`, me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PLATFORM_ADMIN_MESSAGES.deactivated,
      data: { isActive: false, version: 2 },
    });
    expect((await get('/me', other)).statusCode).toBe(401);
    expect((await refresh(context.app, other.refreshToken)).statusCode).toBe(401);
    const login = await post('/login', undefined, { email: other.email, password: other.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(AUTH_MESSAGES.accountInactive);
    expect(await lastAudit(context.db, 'admin.deactivate', other.id)).toMatchObject({
      actorId: me.id,
      before: { isActive: true },
      after: { isActive: false, sessionsEnded: 1 },
    });

    // With a body the state is set, not toggled: a repeated click cannot undo itself.
    const again = await post(`/admin/isactive/admin/${other.id}`, me, { isActive: false });
    expect(again.json().data.isActive).toBe(false);
    const back = await post(`/admin/isactive/admin/${other.id}`, me);
    expect(back.json()).toMatchObject({
      message: PLATFORM_ADMIN_MESSAGES.activated,
      data: { isActive: true },
    });
    expect(
      (await post('/login', undefined, { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  it('deletes an admin softly: gone from the list and the edit form, signed out, unable to sign in', async () => {
    const other = await signedInUser(context, { userType: 'ADMIN' });
    const response = await post(`/admin/delete/admin/${other.id}`, me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: PLATFORM_ADMIN_MESSAGES.deleted, data: null });
    const [row] = await context.db.select().from(webUsers).where(eq(webUsers.id, other.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await get(`/admin/edit/${other.id}`, me, { type: 'admin' })).statusCode).toBe(404);
    const list = (await get('/admin/admin/list/1', me, { pageSize: '100' })).json().data;
    expect(list.data.map((admin: { id: number }) => admin.id)).not.toContain(other.id);
    expect((await refresh(context.app, other.refreshToken)).statusCode).toBe(401);
    expect(
      (await post('/login', undefined, { email: other.email, password: other.password })).statusCode,
    ).toBe(403);
    expect((await post(`/admin/delete/admin/${other.id}`, me)).statusCode).toBe(404);
    expect(await lastAudit(context.db, 'admin.delete', other.id)).toMatchObject({
      after: { deleted: true, sessionsEnded: 1 },
    });
  });

  it('never deletes or deactivates yourself', async () => {
    const deactivate = await post(`/admin/isactive/admin/${me.id}`, me);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toBe(PLATFORM_ADMIN_MESSAGES.notYourselfDeactivate);
    const remove = await post(`/admin/delete/admin/${me.id}`, me);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(PLATFORM_ADMIN_MESSAGES.notYourselfDelete);
    expect((await get('/me', me)).statusCode).toBe(200);
  });
});

describe('the platform admin removal rule', () => {
  const caller = { webUserId: 1 };
  it('refuses yourself, and the last active admin, and says so in the row flags', () => {
    expect(refusalToRemove(caller, { id: 1, isActive: true }, 5, 'delete')?.code).toBe('FORBIDDEN');
    expect(refusalToRemove(caller, { id: 2, isActive: true }, 1, 'deactivate')).toEqual({
      code: 'CONFLICT',
      message: PLATFORM_ADMIN_MESSAGES.lastAdmin,
    });
    expect(refusalToRemove(caller, { id: 2, isActive: false }, 1, 'delete')).toBeNull();
    expect(refusalToRemove(caller, { id: 2, isActive: true }, 2, 'delete')).toBeNull();
    expect(platformAdminAbilities(caller, { id: 2, isActive: true, hasPassword: true }, 1)).toEqual({
      edit: true,
      delete: false,
      toggleActive: false,
      resendInvitation: false,
    });
    expect(
      platformAdminAbilities(caller, { id: 1, isActive: false, hasPassword: true }, 1).toggleActive,
    ).toBe(true);
    // Only an active admin who has not chosen a password yet can be invited again.
    expect(
      platformAdminAbilities(caller, { id: 2, isActive: true, hasPassword: false }, 2).resendInvitation,
    ).toBe(true);
    expect(
      platformAdminAbilities(caller, { id: 2, isActive: false, hasPassword: false }, 2).resendInvitation,
    ).toBe(false);
  });
});
