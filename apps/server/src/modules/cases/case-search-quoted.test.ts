import { beforeAll, describe, expect, it } from 'vitest';
import { caseNumberSequences, cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { caseNumberYear } from './case-numbers';

const context = useTestApp();
const { get, post } = apiCalls(context);

const year = caseNumberYear();
let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
let otherAdmin: SignedInUser;
const caseIds: Record<string, number> = {};

type Found = { caseManagerDetailId: number; caseNumber: string; statusName: string };

async function open(who: SignedInUser, key: string, fields: object) {
  const response = await post('/case/add', who, {
    clientFirstName: 'Ann',
    clientLastName: key,
    addressLine1: '14 Elm Grove',
    town: 'Hale',
    postCode: 'WA15 8AB',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  caseIds[key] = response.json<{ data: { id: number } }>().data.id;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'HALE' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
  otherAdmin = await signedInUser(context, {
    authorityId: await createTestAuthority(context.db),
    role: 'ADMIN',
  });
  // Last year's first case, as last year's numbering left it.
  await context.db.insert(caseNumberSequences).values({ authorityId, year: year - 1, lastValue: 1 });
  const [lastYears] = await context.db
    .insert(cases)
    .values({
      authorityId,
      caseNumber: `HALE-${year - 1}-00001`,
      clientFirstName: 'Ann',
      clientLastName: 'LastYear',
      addressLine1: '2 Oak Road',
      postCode: 'WA15 9ZZ',
      statusId: 1,
      assignedOfficerId: officer.id,
      createdById: admin.id,
      updatedById: admin.id,
    })
    .returning({ id: cases.id });
  caseIds.LastYear = lastYears?.id ?? 0;
  await open(officer, 'First', {});
  await open(colleague, 'Second', {});
  // Post codes with a 1 in them, opened after case 1 so that they come first by id.
  for (const key of ['Third', 'Fourth', 'Fifth']) await open(officer, key, { postCode: 'SW1A 1AA' });
  await open(otherAdmin, 'Elsewhere', {});
});

const search = async (who: SignedInUser, term: string) => {
  const response = await get('/caseSearch/list/', who, { SearchTerm: term });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: Found[] } }>().data.data;
};
const ids = (found: Found[]) => found.map((item) => item.caseManagerDetailId);

describe('the global search, for a case number quoted by its end', () => {
  it.each(['00001', `${year}-00001`, `${year} 1`, 'HALE 1', `hale-${year}-1`, 'hale1'])(
    'finds case 1 of this year first for %s',
    async (term) => {
      const found = await search(admin, term);
      expect(found[0]).toMatchObject({
        caseManagerDetailId: caseIds.First,
        caseNumber: `HALE-${year}-00001`,
      });
      expect(found[0]?.statusName).toBe('Enquiry');
    },
  );

  it('finds the first case of every year for a number alone, the latest first, and only that year for a year', async () => {
    expect(ids(await search(admin, '00001')).slice(0, 2)).toEqual([caseIds.First, caseIds.LastYear]);
    expect(ids(await search(admin, `${year - 1}-00001`))[0]).toBe(caseIds.LastYear);
    expect(ids(await search(admin, `${year}-00001`))).not.toContain(caseIds.LastYear);
  });

  it('finds case 1 for "1", not the cases whose post codes contain 1; three characters of a post code find them', async () => {
    const found = ids(await search(admin, '1'));
    expect(found.slice(0, 2)).toEqual([caseIds.First, caseIds.LastYear]);
    expect(found).not.toContain(caseIds.Third);
    const byPostCode = ids(await search(admin, 'SW1'));
    expect(byPostCode).toEqual(expect.arrayContaining([caseIds.Third, caseIds.Fourth, caseIds.Fifth]));
  });

  it("finds nothing by number under another authority's code, nor another authority's case", async () => {
    expect(await search(admin, 'BORS 1')).toEqual([]);
    expect(ids(await search(otherAdmin, 'HALE 1'))).toEqual([]);
    expect(ids(await search(admin, '00006'))).toEqual([]);
  });

  it("finds an officer's own case by its number, never a colleague's", async () => {
    expect(ids(await search(officer, '00001'))).toEqual(expect.arrayContaining([caseIds.First]));
    expect(ids(await search(officer, '00002'))).toEqual([]);
    expect(ids(await search(colleague, '00002'))).toEqual([caseIds.Second]);
  });

  it('finds a client by more than one word of their name, either way round', async () => {
    await open(officer, 'Woolley', { clientFirstName: 'Peggy' });
    expect(ids(await search(admin, 'peggy woolley'))[0]).toBe(caseIds.Woolley);
    expect(ids(await search(admin, 'Woolley Peggy'))[0]).toBe(caseIds.Woolley);
  });
});

describe('the global search, for a street or a house', () => {
  const onElmGrove = () => [caseIds.First, caseIds.Second, caseIds.Third, caseIds.Fourth, caseIds.Fifth];

  it("finds the authority's cases in a street, by part of its name or with the house number", async () => {
    for (const term of ['Elm Grove', 'elm grov', '14 Elm', '14  elm grove']) {
      const found = ids(await search(admin, term));
      expect(found, term).toEqual(expect.arrayContaining(onElmGrove()));
      expect(found, term).not.toContain(caseIds.LastYear);
      expect(found, term).not.toContain(caseIds.Elsewhere);
    }
    expect(ids(await search(admin, 'Oak Road'))).toEqual([caseIds.LastYear]);
    expect(ids(await search(admin, '15 Elm'))).toEqual([]);
  });

  it('ranks the closest address first, and keeps an officer to their own cases', async () => {
    await open(admin, 'Corner', { addressLine1: '1 Elm Grove Court' });
    expect(
      ids(await search(admin, '14 Elm Grove'))
        .slice(0, 5)
        .sort(),
    ).toEqual(onElmGrove().sort());
    const officers = ids(await search(officer, 'Elm Grove'));
    expect(officers).toEqual(expect.arrayContaining([caseIds.First, caseIds.Third]));
    expect(officers).not.toContain(caseIds.Second);
    expect(officers).not.toContain(caseIds.Corner);
  });

  it('follows a case to its new address when it is saved', async () => {
    await open(admin, 'Mover', { addressLine1: '3 Birch Close' });
    expect(ids(await search(admin, 'Birch Close'))).toEqual([caseIds.Mover]);
    const read = await get(`/case/edit/${caseIds.Mover}`, admin);
    const record = read.json<{ data: Record<string, unknown> }>().data;
    const saved = await post('/case/Update', admin, {
      ...record,
      addressLine1: '9 Rowan Way',
      assignedOfficerId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(await search(admin, 'Birch Close'))).toEqual([]);
    expect(ids(await search(admin, 'Rowan Way'))).toEqual([caseIds.Mover]);
  });
});
