import {
  AUTHORITY_SHORT_CODE_MESSAGE,
  STALE_RECORD_MESSAGE,
  UK_POST_CODE_MESSAGES,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorities, webUsers } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, lastAudit, refresh, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { AUTH_MESSAGES } from '../auth';
import { AUTHORITY_MESSAGES } from './authority-view';

const context = useTestApp();
const { get, post } = apiCalls(context);

let admin: SignedInUser;
beforeAll(async () => {
  admin = await signedInUser(context, { userType: 'ADMIN' });
});

let codes = 0;
const newAuthority = (overrides: object = {}) => ({
  type: 'authority',
  name: 'Borsetshire County Council',
  shortCode: `bor${'ABCDEFGHIJ'[(codes += 1) % 10]}${'ABCDEFGHIJ'[Math.floor(codes / 10) % 10]}`,
  addressLine1: 'County Hall',
  addressLine2: '',
  town: 'Borchester',
  postCode: 'bs1  4dj',
  contactEmail: 'housing@borsetshire.gov.uk',
  contactPhone: '01632 960 300',
  ...overrides,
});

describe('POST /api/admin/add (type authority)', () => {
  it('adds an authority with its short code in capitals and its post code normalised, and audits', async () => {
    const body = newAuthority();
    const response = await post('/admin/add', admin, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AUTHORITY_MESSAGES.added);
    const added = response.json().data;
    expect(added).toMatchObject({
      type: 'authority',
      name: 'Borsetshire County Council',
      shortCode: body.shortCode.toUpperCase(),
      addressLine2: null,
      postCode: 'BS1 4DJ',
      isActive: true,
      userCount: 0,
      version: 1,
      can: { edit: true, delete: true, toggleActive: true, manageUsers: true, manageContractors: true },
    });
    expect(await lastAudit(context.db, 'authority.create', added.id)).toMatchObject({
      actorId: admin.id,
      authorityId: added.id,
      after: { postCode: 'BS1 4DJ', shortCode: body.shortCode.toUpperCase() },
    });
  });

  it('refuses a short code that is not 2 to 8 letters and a post code that is not a UK one, per field', async () => {
    for (const shortCode of ['A', 'TOOLONGCODE', 'AB1', '']) {
      const response = await post('/admin/add', admin, newAuthority({ shortCode }));
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields.shortCode).toEqual([AUTHORITY_SHORT_CODE_MESSAGE]);
    }
    const badPostCode = await post(
      '/admin/add',
      admin,
      newAuthority({ postCode: 'Q1 1AA', contactEmail: 'x' }),
    );
    expect(badPostCode.json().data.fields).toEqual({
      postCode: [UK_POST_CODE_MESSAGES.invalid],
      contactEmail: ['Enter an e-mail address like name@council.gov.uk'],
    });
    const missing = await post('/admin/add', admin, { type: 'authority' });
    expect(Object.keys(missing.json().data.fields).sort()).toEqual(
      ['addressLine1', 'contactEmail', 'contactPhone', 'name', 'postCode', 'shortCode', 'town'].sort(),
    );
  });

  it('refuses a short code already used, even by a deleted authority, with 409 on the field', async () => {
    await createTestAuthority(context.db, { shortCode: 'TAKEN', deletedAt: new Date() });
    const response = await post('/admin/add', admin, newAuthority({ shortCode: 'taken' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().data.fields).toEqual({ shortCode: [AUTHORITY_MESSAGES.shortCodeTaken] });
  });
});

describe('GET /api/admin/authority/list/:page', () => {
  beforeAll(async () => {
    await createTestAuthority(context.db, { name: 'Ambridge Parish', shortCode: 'AMBR', town: 'Ambridge' });
    await createTestAuthority(context.db, { name: 'Felpersham City', shortCode: 'FELP', isActive: false });
    await createTestAuthority(context.db, {
      name: 'Gone District',
      shortCode: 'GONE',
      deletedAt: new Date(),
    });
  });

  it('searches by name or short code, sorts, filters by active flag and leaves deleted ones out', async () => {
    const byCode = (await get('/admin/authority/list/1', admin, { search: 'ambr' })).json().data;
    expect(byCode.data.map((row: { shortCode: string }) => row.shortCode)).toEqual(['AMBR']);
    const byName = (await get('/admin/authority/list/1', admin, { search: 'felpersham' })).json().data;
    expect(byName.data).toHaveLength(1);
    expect((await get('/admin/authority/list/1', admin, { search: 'gone' })).json().data.totalRecords).toBe(
      0,
    );

    const inactive = (
      await get('/admin/authority/list/1', admin, { status: 'inactive', pageSize: '100' })
    ).json().data;
    expect(inactive.data.every((row: { isActive: boolean }) => !row.isActive)).toBe(true);
    expect(inactive.data.map((row: { shortCode: string }) => row.shortCode)).toContain('FELP');

    const sorted = (
      await get('/admin/authority/list/1', admin, { sortCol: 'name', sortDir: 'desc', pageSize: '100' })
    ).json().data;
    const names = sorted.data.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await get('/admin/authority/list/1', admin, { sortCol: 'lastName' })).statusCode).toBe(400);
  });
});

describe('the users an authority row counts', () => {
  it("counts the authority's users, not deleted ones nor other authorities'", async () => {
    const authorityId = await createTestAuthority(context.db);
    await createTestUser(context.db, { authorityId });
    await createTestUser(context.db, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' });
    const gone = await createTestUser(context.db, { authorityId });
    await context.db.update(webUsers).set({ deletedAt: new Date() }).where(eq(webUsers.id, gone.id));
    await createTestUser(context.db, {});

    const rows = (await get('/admin/authority/list/1', admin, { pageSize: '100' })).json().data.data as {
      id: number;
      userCount: number;
    }[];
    expect(rows.find((row) => row.id === authorityId)?.userCount).toBe(2);
  });
});

describe('POST /api/admin/update (type authority)', () => {
  it('saves with the version read, keeps the short code, and refuses a stale version with 409', async () => {
    const added = (await post('/admin/add', admin, newAuthority())).json().data;
    const edit = (await get(`/admin/edit/${added.id}`, admin, { type: 'authority' })).json().data;
    const change = { ...edit, town: 'Felpersham', postCode: 'w1a0ax', shortCode: 'CHANGED' };
    const saved = await post('/admin/update', admin, change);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      town: 'Felpersham',
      postCode: 'W1A 0AX',
      shortCode: added.shortCode,
      version: 2,
    });
    expect(await lastAudit(context.db, 'authority.update', added.id)).toMatchObject({
      before: { town: 'Borchester', postCode: 'BS1 4DJ' },
      after: { town: 'Felpersham', postCode: 'W1A 0AX' },
    });
    const stale = await post('/admin/update', admin, change);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await post('/admin/update', admin, { ...change, id: 999_999 })).statusCode).toBe(404);
  });
});

describe('deactivating and deleting an authority', () => {
  it('signs its users out and keeps them out until it is active again', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    const response = await post(`/admin/isactive/authority/${authorityId}`, admin);
    expect(response.json()).toMatchObject({
      message: AUTHORITY_MESSAGES.deactivated,
      data: { isActive: false },
    });
    expect((await get('/me', officer)).statusCode).toBe(401);
    expect((await refresh(context.app, officer.refreshToken)).statusCode).toBe(401);
    const login = await post('/login', undefined, { email: officer.email, password: officer.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(AUTH_MESSAGES.authorityInactive);
    expect(await lastAudit(context.db, 'authority.deactivate', authorityId)).toMatchObject({
      after: { isActive: false, sessionsEnded: 1 },
    });

    expect((await post(`/admin/isactive/authority/${authorityId}`, admin)).json().data.isActive).toBe(true);
    expect(
      (await post('/login', undefined, { email: officer.email, password: officer.password })).statusCode,
    ).toBe(200);
  });

  it('deletes softly: its users cannot sign in, and it is gone from lists and forms', async () => {
    const authorityId = await createTestAuthority(context.db);
    const officer = await signedInUser(context, { authorityId });
    const response = await post(`/admin/delete/authority/${authorityId}`, admin);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      message: AUTHORITY_MESSAGES.deleted,
      data: null,
    });
    const [row] = await context.db.select().from(authorities).where(eq(authorities.id, authorityId));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    expect((await refresh(context.app, officer.refreshToken)).statusCode).toBe(401);
    const login = await post('/login', undefined, { email: officer.email, password: officer.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(AUTH_MESSAGES.authorityInactive);
    expect((await get(`/admin/edit/${authorityId}`, admin, { type: 'authority' })).statusCode).toBe(404);
    expect((await get(`/authority/User/${authorityId}`, admin)).statusCode).toBe(404);
    expect((await get(`/contractor/list/${authorityId}`, admin)).statusCode).toBe(404);
    expect((await post(`/admin/delete/authority/${authorityId}`, admin)).statusCode).toBe(404);
  });
});
