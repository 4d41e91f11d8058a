import { CASE_MESSAGES } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityAdmin: SignedInUser;
let officer: SignedInUser;
/** Everyone of the authority no case may be assigned to, by what they are. */
let unassignable: Record<'applicant' | 'reader' | 'inactive officer' | 'authority account', number>;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db, { shortCode: 'OFC' });
  authorityAdmin = await signedInUser(context, { authorityId, role: 'ADMIN', lastName: 'Admin' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE', lastName: 'Officer' });
  const applicant = await signedInApplicant(context, officer);
  unassignable = {
    applicant: applicant.id,
    reader: (await createTestUser(context.db, { authorityId, role: 'READONLY' })).id,
    'inactive officer': (await createTestUser(context.db, { authorityId, isActive: false })).id,
    'authority account': (
      await createTestUser(context.db, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' })
    ).id,
  };
});

const newCase = (overrides: object = {}) => ({
  clientFirstName: 'Ruth',
  clientLastName: 'Archer',
  addressLine1: 'Brookfield Farm',
  postCode: 'B33 8TH',
  ...overrides,
});

async function addCase(overrides: object = {}) {
  const response = await post('/case/add', authorityAdmin, newCase(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; version: number } }>().data;
}

const caseRow = (id: number) => context.db.query.cases.findFirst({ where: eq(cases.id, id) });
const caseCount = async () => (await context.db.select({ id: cases.id }).from(cases)).length;

describe('case officers', () => {
  it('offers as officers only the active READWRITE and ADMIN staff of the authority', async () => {
    const response = await get('/case/options', authorityAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const offered = response.json<{ data: { officers: { id: number }[] } }>().data.officers;
    expect(offered.map((option) => option.id)).toEqual([authorityAdmin.id, officer.id]);
  });

  it.each(['applicant', 'reader', 'inactive officer', 'authority account'] as const)(
    'refuses to open a case with the %s as its officer, and opens nothing',
    async (who) => {
      const before = await caseCount();
      const refused = await post(
        '/case/add',
        authorityAdmin,
        newCase({ assignedOfficerId: unassignable[who] }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields).toEqual({
        assignedOfficerId: [CASE_MESSAGES.officerNotInAuthority],
      });
      expect(await caseCount()).toBe(before);
    },
  );

  it.each(['applicant', 'reader', 'inactive officer', 'authority account'] as const)(
    'refuses to save a case with the %s as its officer, and changes nothing',
    async (who) => {
      const opened = await addCase({ assignedOfficerId: officer.id });
      const refused = await post('/case/Update', authorityAdmin, {
        ...newCase({ addressLine1: 'Changed Farm', assignedOfficerId: unassignable[who] }),
        id: opened.id,
        version: opened.version,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields).toEqual({
        assignedOfficerId: [CASE_MESSAGES.officerNotInAuthority],
      });
      expect(await caseRow(opened.id)).toMatchObject({
        assignedOfficerId: officer.id,
        addressLine1: 'Brookfield Farm',
        version: opened.version,
      });
    },
  );

  it('still lists the cases a former officer holds when the list is filtered by them', async () => {
    const held = await addCase({ clientLastName: 'Formerly' });
    const former = unassignable['inactive officer'];
    await context.db.update(cases).set({ assignedOfficerId: former }).where(eq(cases.id, held.id));
    const listed = await get('/case/list/', authorityAdmin, { OfficerId: String(former) });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json<{ data: { data: { id: number }[] } }>().data.data;
    expect(rows.map((row) => row.id)).toEqual([held.id]);
  });
});
