import { STALE_RECORD_MESSAGE, UK_POST_CODE_MESSAGES } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, createTestContractor, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { CONTRACTOR_MESSAGES } from './contractor-view';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let otherAuthorityId: number;
let platformAdmin: SignedInUser;
let authorityAdmin: SignedInUser;
let officer: SignedInUser;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db);
  otherAuthorityId = await createTestAuthority(context.db);
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  authorityAdmin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
});

const newContractor = (overrides: object = {}) => ({
  authorityId,
  companyName: 'Ambridge Access Ltd',
  contactName: 'Eddie Grundy',
  email: '',
  phone: '01632 960 444',
  addressLine1: 'Grange Farm',
  town: 'Ambridge',
  postCode: 'b33 8th',
  trades: [' Stairlift  installer ', 'Ramp installer', 'stairlift installer'],
  ...overrides,
});

describe('POST /api/contractor/add', () => {
  it('lets an authority ADMIN add a contractor to their authority, tidying trades and post code, and audits', async () => {
    const response = await post('/contractor/add', authorityAdmin, newContractor());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(CONTRACTOR_MESSAGES.added);
    const contractor = response.json().data;
    expect(contractor).toMatchObject({
      authorityId,
      companyName: 'Ambridge Access Ltd',
      email: null,
      postCode: 'B33 8TH',
      trades: ['Stairlift installer', 'Ramp installer'],
      isActive: true,
      version: 1,
      can: { edit: true, toggleActive: true },
    });
    expect(await lastAudit(context.db, 'contractor.create', contractor.id)).toMatchObject({
      actorId: authorityAdmin.id,
      authorityId,
      after: { companyName: 'Ambridge Access Ltd' },
    });
  });

  it('lets a platform admin add to any authority, but an authority ADMIN only to their own (403)', async () => {
    const platform = await post(
      '/contractor/add',
      platformAdmin,
      newContractor({ authorityId: otherAuthorityId }),
    );
    expect(platform.json().data.authorityId).toBe(otherAuthorityId);
    expect(
      (await post('/contractor/add', authorityAdmin, newContractor({ authorityId: otherAuthorityId })))
        .statusCode,
    ).toBe(403);
    expect((await post('/contractor/add', officer, newContractor())).statusCode).toBe(403);
  });

  it('refuses bad fields with a message per field', async () => {
    const response = await post(
      '/contractor/add',
      authorityAdmin,
      newContractor({ companyName: '', phone: 'x', postCode: 'nowhere', email: 'bad', trades: 'Builder' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      companyName: ['Enter the company name'],
      phone: ['Enter a telephone number like 01632 960 001'],
      postCode: [UK_POST_CODE_MESSAGES.invalid],
      email: expect.any(Array),
      trades: ['Give the trades as a list'],
    });
  });
});

describe('GET /api/contractor/list/:authorityId', () => {
  beforeAll(async () => {
    await createTestContractor(context.db, authorityId, {
      companyName: 'Borchester Electrics',
      contactName: 'Sparky Jones',
      trades: ['Electrician'],
    });
    await createTestContractor(context.db, authorityId, {
      companyName: 'Loxley Plumbing',
      contactName: 'Neil Carter',
      trades: ['Plumber', 'Heating engineer'],
      isActive: false,
    });
    await createTestContractor(context.db, otherAuthorityId, { companyName: 'Elsewhere Plumbing' });
  });

  it("searches company, contact and trade within the caller's authority only", async () => {
    const byCompany = (await get(`/contractor/list/${authorityId}`, officer, { search: 'borchester' })).json()
      .data;
    expect(byCompany.data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Borchester Electrics',
    ]);
    const byContact = (await get(`/contractor/list/${authorityId}`, officer, { search: 'neil' })).json().data;
    expect(byContact.data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Loxley Plumbing',
    ]);
    const byTrade = (await get(`/contractor/list/${authorityId}`, officer, { search: 'heating' })).json()
      .data;
    expect(byTrade.totalRecords).toBe(1);
    const plumbing = (await get(`/contractor/list/${authorityId}`, officer, { search: 'plumbing' })).json()
      .data;
    expect(plumbing.data.map((row: { companyName: string }) => row.companyName)).toEqual(['Loxley Plumbing']);
    expect(plumbing.authority.id).toBe(authorityId);
  });

  it('lets officers read the list (active ones on request) without offering them changes', async () => {
    const active = (
      await get(`/contractor/list/${authorityId}`, officer, {
        status: 'active',
        pageSize: '100',
        sortCol: 'companyName',
        sortDir: 'desc',
      })
    ).json().data;
    expect(active.data.every((row: { isActive: boolean }) => row.isActive)).toBe(true);
    const names = active.data.map((row: { companyName: string }) => row.companyName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(active.data[0].can).toEqual({ edit: false, toggleActive: false });
    expect((await get(`/contractor/list/${otherAuthorityId}`, officer)).statusCode).toBe(403);
    expect((await get(`/contractor/list/${otherAuthorityId}`, platformAdmin)).statusCode).toBe(200);
  });
});

describe('editing a contractor', () => {
  it("saves with the version read, refuses a stale one with 409, and another authority's is a 404", async () => {
    const id = await createTestContractor(context.db, authorityId);
    const current = (await get(`/contractor/edit/${id}`, authorityAdmin)).json().data;
    const saved = await post('/contractor/update', authorityAdmin, {
      ...current,
      trades: ['Roofer'],
      postCode: '',
    });
    expect(saved.json()).toMatchObject({
      message: CONTRACTOR_MESSAGES.saved,
      data: { trades: ['Roofer'], postCode: null, version: 2 },
    });
    expect(await lastAudit(context.db, 'contractor.update', id)).toMatchObject({
      before: { trades: ['Builder'] },
      after: { trades: ['Roofer'] },
    });
    const stale = await post('/contractor/update', authorityAdmin, { ...current, companyName: 'Renamed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);

    const foreign = await createTestContractor(context.db, otherAuthorityId);
    expect((await get(`/contractor/edit/${foreign}`, authorityAdmin)).statusCode).toBe(404);
    expect(
      (await post('/contractor/update', authorityAdmin, { ...current, id: foreign, version: 1 })).statusCode,
    ).toBe(404);
    expect((await post(`/contractor/isactive/${foreign}`, authorityAdmin)).statusCode).toBe(404);
  });

  it('deactivates and reactivates a contractor, auditing each', async () => {
    const id = await createTestContractor(context.db, authorityId);
    const off = await post(`/contractor/isactive/${id}`, authorityAdmin);
    expect(off.json()).toMatchObject({ message: CONTRACTOR_MESSAGES.deactivated, data: { isActive: false } });
    expect(await lastAudit(context.db, 'contractor.deactivate', id)).toMatchObject({
      after: { isActive: false },
    });
    const on = await post(`/contractor/isactive/${id}`, platformAdmin, { isActive: true });
    expect(on.json().data.isActive).toBe(true);
  });
});
