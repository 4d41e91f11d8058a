import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get } = apiCalls(context);

let authorityAdmin: SignedInUser;
let officer: SignedInUser;
let platformAdmin: SignedInUser;
let otherAuthorityContractorId: number;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db, { shortCode: 'OPT' });
  const otherAuthorityId = await createTestAuthority(context.db, { shortCode: 'OPX' });
  authorityAdmin = await signedInUser(context, { authorityId, role: 'ADMIN', lastName: 'Zed' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE', lastName: 'Able' });
  await createTestUser(context.db, { authorityId, role: 'READONLY', lastName: 'Gone', isActive: false });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  await createTestContractor(context.db, authorityId, { companyName: 'Zenith Lifts' });
  await createTestContractor(context.db, authorityId, { companyName: 'able ramps' });
  await createTestContractor(context.db, authorityId, { companyName: 'Idle Ltd', isActive: false });
  otherAuthorityContractorId = await createTestContractor(context.db, otherAuthorityId, {
    companyName: 'Elsewhere Builders',
  });
});

type Options = { officers: { id: number; name: string }[]; contractors: { id: number; name: string }[] };

describe('GET /api/case/options', () => {
  it('offers an authority admin every active user and contractor of the authority, by name', async () => {
    const response = await get('/case/options', authorityAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json<{ data: Options }>().data;
    expect(options.officers.map((option) => option.id)).toEqual([officer.id, authorityAdmin.id]);
    expect(options.contractors.map((option) => option.name)).toEqual(['able ramps', 'Zenith Lifts']);
    expect(options.contractors.map((option) => option.id)).not.toContain(otherAuthorityContractorId);
  });

  it('offers an officer only themselves to assign to', async () => {
    const options = (await get('/case/options', officer)).json<{ data: Options }>().data;
    expect(options.officers).toEqual([{ id: officer.id, name: expect.stringContaining('Able') as string }]);
    expect(options.contractors).toHaveLength(2);
  });

  it('offers a platform admin nothing: they reach no case data', async () => {
    expect((await get('/case/options', platformAdmin)).statusCode).toBe(403);
  });
});
