import { STATUS_ID } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
let otherAdmin: SignedInUser;
const opened: Record<string, { id: number; caseNumber: string }> = {};

async function open(who: SignedInUser, key: string, fields: object) {
  const response = await post('/case/add', who, {
    clientFirstName: 'Ann',
    clientLastName: 'Client',
    addressLine1: '1 High Street',
    town: 'Ambridge',
    postCode: 'B33 8TH',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  opened[key] = response.json().data;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'LST' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
  otherAdmin = await signedInUser(context, {
    authorityId: await createTestAuthority(context.db),
    role: 'ADMIN',
  });

  await open(officer, 'woolley', {
    clientFirstName: 'Peggy',
    clientLastName: 'Woolley',
    postCode: 'SW1A 1AA',
    priority: 'Urgent',
  });
  await open(officer, 'archer', {
    clientFirstName: 'Jill',
    clientLastName: 'Archer',
    referralDate: '2026-01-15',
  });
  await open(officer, 'grundy', { clientFirstName: 'Eddie', clientLastName: 'Grundy', priority: 'Low' });
  await open(colleague, 'aldridge', { clientFirstName: 'Brian', clientLastName: 'Aldridge' });
  await open(otherAdmin, 'elsewhere', { clientFirstName: 'Peggy', clientLastName: 'Woolley' });
  await post(`/case/${opened.archer?.id}/${STATUS_ID.ASSESSMENT}`, officer);
});

const names = (response: { json(): { data: { data: { clientLastName: string }[] } } }) =>
  response.json().data.data.map((row) => row.clientLastName);

describe('GET /api/case/list/', () => {
  it("lists an officer's own cases and an admin's whole authority, with totals", async () => {
    const mine = await get('/case/list/', officer, { SortCol: 'ClientName', SortDir: 'asc' });
    expect(mine.statusCode).toBe(200);
    expect(names(mine)).toEqual(['Archer', 'Grundy', 'Woolley']);
    expect(mine.json().data).toMatchObject({ totalRecords: 3, pageNo: 1, pageSize: 10 });

    const everyone = await get('/case/list/', admin, { SortCol: 'ClientName', SortDir: 'asc' });
    expect(names(everyone)).toEqual(['Aldridge', 'Archer', 'Grundy', 'Woolley']);
  });

  it('filters by statuses (comma-joined), search term, priority and referral dates', async () => {
    const assessing = await get('/case/list/', admin, {
      ApplicationStatusMasterIds: `${STATUS_ID.ASSESSMENT},${STATUS_ID.APPROVED}`,
    });
    expect(names(assessing)).toEqual(['Archer']);
    expect(names(await get('/case/list/', admin, { SearchTerm: 'sw1a1' }))).toEqual(['Woolley']);
    expect(names(await get('/case/list/', admin, { SearchTerm: 'grun' }))).toEqual(['Grundy']);
    expect(names(await get('/case/list/', admin, { Priority: 'Urgent' }))).toEqual(['Woolley']);
    const referred = await get('/case/list/', admin, {
      ReferralDateFrom: '2026-01-01',
      ReferralDateTo: '2026-01-31',
    });
    expect(names(referred)).toEqual(['Archer']);
  });

  it('sorts by the allow-list only and pages through the rest', async () => {
    const byPriority = await get('/case/list/', admin, {
      SortCol: 'Priority',
      SortDir: 'desc',
      PageSize: '2',
    });
    expect(names(byPriority)).toEqual(['Woolley', expect.any(String)]);
    const second = await get('/case/list/', admin, {
      SortCol: 'Priority',
      SortDir: 'desc',
      PageSize: '2',
      PageNo: '2',
    });
    expect(names(second).at(-1)).toBe('Grundy');
    const refused = await get('/case/list/', admin, { SortCol: 'client_last_name' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().data.fields)).toEqual(['SortCol']);
  });

  it("puts the caller's pinned cases first, for them alone", async () => {
    const pin = await post(`/pin/${opened.grundy?.id}/${officer.id}`, officer);
    expect(pin.json().data).toEqual({ caseId: opened.grundy?.id, pinned: true });
    expect(names(await get('/case/list/', officer, { SortCol: 'ClientName', SortDir: 'asc' }))[0]).toBe(
      'Grundy',
    );
    expect(names(await get('/case/list/', admin, { SortCol: 'ClientName', SortDir: 'asc' }))[0]).toBe(
      'Aldridge',
    );

    const unpin = await post(`/pin/${opened.grundy?.id}/${officer.id}`, officer);
    expect(unpin.json().data.pinned).toBe(false);
    expect(names(await get('/case/list/', officer, { SortCol: 'ClientName', SortDir: 'asc' }))[0]).toBe(
      'Archer',
    );
  });

  it('refuses pinning for someone else, or a case the caller cannot see', async () => {
    expect((await post(`/pin/${opened.grundy?.id}/${colleague.id}`, officer)).statusCode).toBe(403);
    expect((await post(`/pin/${opened.aldridge?.id}/${officer.id}`, officer)).statusCode).toBe(404);
    expect((await post(`/pin/${opened.elsewhere?.id}/${admin.id}`, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/caseSearch/list/', () => {
  const search = (who: SignedInUser, term: string, extra: Record<string, string> = {}) =>
    get('/caseSearch/list/', who, { SearchTerm: term, ...extra });
  const found = async (who: SignedInUser, term: string): Promise<string[]> => {
    const items: { lastName: string }[] = (await search(who, term)).json().data.data;
    return items.map((item) => item.lastName);
  };

  it('finds a case by its number, exact hits first, and answers the search items', async () => {
    const number = opened.grundy?.caseNumber ?? '';
    const response = await search(admin, number.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data[0]).toEqual({
      caseManagerDetailId: opened.grundy?.id,
      caseNumber: number,
      firstName: 'Eddie',
      lastName: 'Grundy',
      address: '1 High Street, Ambridge',
      postCode: 'B33 8TH',
      statusName: 'Enquiry',
    });
    expect(await found(admin, number.slice(0, -1))).toContain('Grundy');
  });

  it('finds names despite a typo, and post codes with or without the space', async () => {
    expect(await found(admin, 'pegy woolley')).toEqual(['Woolley']);
    expect(await found(admin, 'Aldrige')).toEqual(['Aldridge']);
    expect(await found(admin, 'sw1a 1')).toEqual(['Woolley']);
    expect(await found(admin, 'SW1A1AA')).toEqual(['Woolley']);
  });

  it('looks for a term with a digit among case numbers and post codes, never names', async () => {
    // "Woolley" alone finds her by name; with a digit it is no name (names have none).
    expect(await found(admin, 'Woolley')).toEqual(['Woolley']);
    expect(await found(admin, 'Woolley 2')).toEqual([]);
    expect(await found(admin, 'sw1a')).toEqual(['Woolley']);
  });

  it('finds a case by the post code it has now, not the one it had, and not while it is deleted', async () => {
    await open(officer, 'mover', { clientFirstName: 'Tom', clientLastName: 'Forrest', postCode: 'HX7 5QQ' });
    const id = opened.mover?.id ?? 0;
    expect(await found(admin, 'hx7 5q')).toEqual(['Forrest']);
    const moved = await post('/case/Update', officer, {
      clientFirstName: 'Tom',
      clientLastName: 'Forrest',
      addressLine1: '1 High Street',
      town: 'Ambridge',
      postCode: 'hd9 2aa',
      id,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found(admin, 'hx7 5q')).toEqual([]);
    expect(await found(admin, 'HD92')).toEqual(['Forrest']);
    expect(await found(officer, 'hd9 2a')).toEqual(['Forrest']);
    expect(await found(colleague, 'hd9 2a')).toEqual([]);

    await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, id));
    expect(await found(admin, 'hd9 2a')).toEqual([]);
    await context.db.update(cases).set({ deletedAt: null }).where(eq(cases.id, id));
    expect(await found(admin, 'hd9 2a')).toEqual(['Forrest']);
  });

  it("ranks a post code's cases by how close each one's name is to the term, then by id, across pages", async () => {
    // "b12" shares a trigram with "Bob" and none with "Ann Client": Bob ranks first, though opened last.
    for (const key of ['b12a', 'b12b']) await open(otherAdmin, key, { postCode: 'B12 3ZZ' });
    await open(otherAdmin, 'b12bob', {
      clientFirstName: 'Bob',
      clientLastName: 'Burns',
      postCode: 'B12 3ZZ',
    });
    const page = async (pageNo: number): Promise<number[]> => {
      const response = await search(otherAdmin, 'b12', { PageNo: String(pageNo), PageSize: '2' });
      const items: { caseManagerDetailId: number }[] = response.json().data.data;
      return items.map((item) => item.caseManagerDetailId);
    };
    expect([...(await page(1)), ...(await page(2))]).toEqual(
      ['b12bob', 'b12a', 'b12b'].map((key) => opened[key]?.id),
    );
  });

  it("pages through cases sharing names: the closest name first, each name's cases by id, every case once", async () => {
    const opens = [
      ...['m1', 'm2', 'm3', 'm4'].map((key) => ({ key, lastName: 'Millar' })),
      ...['e1', 'e2', 'e3'].map((key) => ({ key, lastName: 'Miller' })),
    ];
    for (const { key, lastName } of opens)
      await open(otherAdmin, key, { clientFirstName: 'Mary', clientLastName: lastName });
    const byId = (keys: string[]) => keys.map((key) => opened[key]?.id);
    const pages: number[] = [];
    for (let pageNo = 1; pageNo <= 5; pageNo += 1) {
      const response = await search(otherAdmin, 'mary miller', { PageNo: String(pageNo), PageSize: '2' });
      pages.push(
        ...response.json().data.data.map((item: { caseManagerDetailId: number }) => item.caseManagerDetailId),
      );
    }
    expect(pages).toEqual([...byId(['e1', 'e2', 'e3']), ...byId(['m1', 'm2', 'm3', 'm4'])]);
  });

  it("searches only what the caller may see, and refuses another's authority or user id", async () => {
    expect(await found(officer, 'Aldridge')).toEqual([]);
    expect(await found(otherAdmin, 'Archer')).toEqual([]);
    expect((await search(officer, 'a', { AuthorityId: String(authorityId + 1) })).statusCode).toBe(403);
    expect((await search(officer, 'a', { WebUserId: String(colleague.id) })).statusCode).toBe(403);
    expect(
      (await search(officer, 'a', { WebUserId: String(officer.id), AuthorityId: String(authorityId) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers nothing for a blank term, and a 400 for a malformed request', async () => {
    expect((await search(admin, '   ')).json().data.data).toEqual([]);
    const malformed = await search(admin, 'x', { Status: 'open', PageSize: '1000' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().data.fields).sort()).toEqual(['PageSize', 'Status']);
  });
});
