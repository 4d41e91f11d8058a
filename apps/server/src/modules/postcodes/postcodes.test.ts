import {
  CONTROL_CHARACTERS_MESSAGE,
  POSTCODE_LOOKUP_MESSAGES,
  UK_POST_CODE_MESSAGES,
  type FoundAddress,
} from '@casekeeper/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusMaster, cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp, type TestContext } from '../../test/build-test-app';
import { getAddressEntry, startFakeGetAddress, type FakeGetAddress } from '../../test/fake-get-address';
import { createGetAddressProvider } from './get-address-provider';
import { POSTCODE_LOOKUPS_PER_MINUTE } from './lookup-rate-limit';

let caseNumbers = 0;

/** A case at an address, straight into the database, assigned to its owner unless told otherwise. */
async function insertCase(
  context: TestContext,
  owner: Pick<SignedInUser, 'id' | 'authorityId'> & { assignedOfficerId?: number | null },
  address: Partial<typeof cases.$inferInsert> & { addressLine1: string; postCode: string },
): Promise<void> {
  const [status] = await context.db.select({ id: applicationStatusMaster.id }).from(applicationStatusMaster);
  if (!status || owner.authorityId === null) throw new Error('no status or authority');
  caseNumbers += 1;
  await context.db.insert(cases).values({
    authorityId: owner.authorityId,
    caseNumber: `PC-2025-${String(caseNumbers).padStart(5, '0')}`,
    clientFirstName: 'Jo',
    clientLastName: 'Client',
    statusId: status.id,
    assignedOfficerId: owner.assignedOfficerId === undefined ? owner.id : owner.assignedOfficerId,
    createdById: owner.id,
    updatedById: owner.id,
    ...address,
  });
}

const address = (fields: Partial<FoundAddress> & Pick<FoundAddress, 'addressLine1' | 'postCode'>) => ({
  addressLine2: null,
  addressLine3: null,
  town: null,
  county: null,
  uprn: null,
  ...fields,
});

describe('GET /api/postcode from the addresses already stored (no provider configured)', () => {
  const context = useTestApp();
  const { get, post } = apiCalls(context);
  let officer: SignedInUser;
  let colleague: SignedInUser;
  let authorityAdmin: SignedInUser;
  let otherOfficer: SignedInUser;

  const ambridge = { town: 'Ambridge', county: 'Borsetshire', postCode: 'B33 8TH' };
  const tenAmbridgeRoad = address({ addressLine1: '10 Ambridge Road', ...ambridge, uprn: '100012345678' });
  const twoAmbridgeRoad = address({ addressLine1: '2 Ambridge Road', ...ambridge });
  const colleaguesCase = address({ addressLine1: '4 Colleague Close', ...ambridge });

  beforeAll(async () => {
    const authorityId = await createTestAuthority(context.db);
    officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
    authorityAdmin = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN', authorityId });
    otherOfficer = await signedInUser(context, { role: 'READWRITE' });
    await insertCase(context, officer, {
      addressLine1: '10 Ambridge Road',
      ...ambridge,
      uprn: '100012345678',
    });
    await insertCase(context, officer, { addressLine1: '2 Ambridge Road', ...ambridge });
    await insertCase(context, officer, { addressLine1: '2 Ambridge Road', ...ambridge });
    await insertCase(context, officer, { addressLine1: '9 Gone Lane', ...ambridge, deletedAt: new Date() });
    await insertCase(context, officer, {
      addressLine1: '1 Elsewhere Street',
      town: 'Borchester',
      postCode: 'B33 8TJ',
    });
    await insertCase(context, colleague, { addressLine1: '4 Colleague Close', ...ambridge });
    await insertCase(
      context,
      { id: authorityAdmin.id, authorityId, assignedOfficerId: null },
      {
        addressLine1: '6 Unassigned Row',
        ...ambridge,
      },
    );
    await createTestContractor(context.db, authorityId, {
      addressLine1: 'Grange Farm',
      addressLine2: 'Ambridge Road',
      town: 'Ambridge',
      postCode: 'B33 8TH',
    });
    await createTestContractor(context.db, authorityId, {
      addressLine1: 'Contractor Yard',
      town: 'Borchester',
      postCode: 'B33 8TL',
    });
    await insertCase(context, otherOfficer, { addressLine1: '1 Other Council Street', ...ambridge });
  });

  it("answers an officer the distinct addresses of their own cases at that post code, in street order, and not a colleague's", async () => {
    const response = await get('/postcode', officer, { postCode: ' b338th ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      postCode: 'B33 8TH',
      source: 'stored',
      addresses: [twoAmbridgeRoad, tenAmbridgeRoad],
    });
    const colleagues = await get('/postcode', colleague, { postCode: 'B33 8TH' });
    expect(colleagues.json().data.addresses).toEqual([colleaguesCase]);
  });

  it("answers an authority ADMIN the addresses of every case of the authority, every officer's and unassigned", async () => {
    const response = await get('/postcode', authorityAdmin, { postCode: 'B33 8TH' });
    expect(response.json().data.addresses).toEqual([
      twoAmbridgeRoad,
      colleaguesCase,
      address({ addressLine1: '6 Unassigned Row', ...ambridge }),
      tenAmbridgeRoad,
    ]);
  });

  it("never offers a contractor's office as an address, to an officer or an authority ADMIN", async () => {
    for (const caller of [officer, authorityAdmin]) {
      const shared = await get('/postcode', caller, { postCode: 'B33 8TH' });
      expect(JSON.stringify(shared.json().data.addresses)).not.toContain('Grange Farm');
      const contractorsOnly = await get('/postcode', caller, { postCode: 'B33 8TL' });
      expect(contractorsOnly.json().data.addresses).toEqual([]);
    }
  });

  it("never answers another authority's addresses", async () => {
    const response = await get('/postcode', otherOfficer, { postCode: 'B33 8TH' });
    expect(response.json().data.addresses).toEqual([
      address({ addressLine1: '1 Other Council Street', ...ambridge }),
    ]);
  });

  it('answers an empty list for a post code with no stored address', async () => {
    const response = await get('/postcode', officer, { postCode: 'SW1A 1AA' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ postCode: 'SW1A 1AA', source: 'stored', addresses: [] });
  });

  it('offers an address saved on a case a moment ago to the next look-up, by the officer and by an authority ADMIN', async () => {
    const lookUp = async (who: SignedInUser, postCode: string) =>
      (await get('/postcode', who, { postCode })).json<{ data: { addresses: FoundAddress[] } }>().data
        .addresses;
    expect(await lookUp(officer, 'B34 5QQ')).toEqual([]);
    expect(await lookUp(authorityAdmin, 'B34 5QQ')).toEqual([]);
    const saved = await post('/case/add', officer, {
      clientFirstName: 'Ed',
      clientLastName: 'Grundy',
      addressLine1: '3 Grange Cottages',
      town: 'Ambridge',
      postCode: 'B34 5QQ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const grangeCottages = address({
      addressLine1: '3 Grange Cottages',
      town: 'Ambridge',
      postCode: 'B34 5QQ',
    });
    expect(await lookUp(authorityAdmin, 'B34 5QQ')).toEqual([grangeCottages]);
    expect(await lookUp(officer, 'B34 5QQ')).toEqual([grangeCottages]);

    // Moved to another post code: the old one no longer offers it, the new one does.
    expect(await lookUp(authorityAdmin, 'B34 5QR')).toEqual([]);
    const opened = saved.json<{ data: Record<string, unknown> }>().data;
    const moved = await post('/case/Update', officer, { ...opened, postCode: 'B34 5QR' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await lookUp(authorityAdmin, 'B34 5QQ')).toEqual([]);
    expect(await lookUp(authorityAdmin, 'B34 5QR')).toEqual([{ ...grangeCottages, postCode: 'B34 5QR' }]);
  });

  it('offers an address saved on a case by another server process once PostgreSQL announces it', async () => {
    const lookUp = async () =>
      (await get('/postcode', authorityAdmin, { postCode: 'B35 6RR' })).json<{
        data: { addresses: FoundAddress[] };
      }>().data.addresses;
    expect(await lookUp()).toEqual([]);
    // Straight into the database, as another process would write it: only the announcement tells.
    await insertCase(context, officer, { addressLine1: '5 Announced Row', postCode: 'B35 6RR' });
    await expect.poll(lookUp).toEqual([address({ addressLine1: '5 Announced Row', postCode: 'B35 6RR' })]);
  });

  it('refuses a missing, partial or made-up post code with a message on the field', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{}, UK_POST_CODE_MESSAGES.missing],
      [{ postCode: ' ' }, UK_POST_CODE_MESSAGES.missing],
      [{ postCode: 'sw1a' }, POSTCODE_LOOKUP_MESSAGES.partial],
      [{ postCode: 'nowhere' }, UK_POST_CODE_MESSAGES.invalid],
      [{ postCode: 'SW1A 1AA\u0000' }, CONTROL_CHARACTERS_MESSAGE],
    ];
    for (const [query, message] of refusals) {
      const response = await get('/postcode', officer, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().data.fields.postCode, JSON.stringify(query)).toContain(message);
    }
  });

  it('asks anonymous callers to sign in, and refuses platform admins and read-only users', async () => {
    const platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
    const readOnly = await signedInUser(context, { authorityId: officer.authorityId ?? 0, role: 'READONLY' });
    const query = { postCode: 'B33 8TH' };
    expect((await get('/postcode', undefined, query)).statusCode).toBe(401);
    expect((await get('/postcode', platformAdmin, query)).statusCode).toBe(403);
    expect((await get('/postcode', readOnly, query)).statusCode).toBe(403);
  });

  it(`allows one user ${POSTCODE_LOOKUPS_PER_MINUTE} look-ups a minute, from any address, then answers 429`, async () => {
    const busy = await signedInUser(context, { authorityId: officer.authorityId ?? 0 });
    for (let call = 0; call < POSTCODE_LOOKUPS_PER_MINUTE; call += 1) {
      expect((await get('/postcode', busy, { postCode: 'B33 8TH' })).statusCode).toBe(200);
    }
    const refused = await get('/postcode', busy, { postCode: 'B33 8TH' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await get('/postcode', officer, { postCode: 'B33 8TH' })).statusCode).toBe(200);
  });
});

describe('GET /api/postcode through a getAddress.io-style provider', () => {
  const API_KEY = 'test-key-Zq81-never-shown';
  const environment: Record<string, string> = { LOG_LEVEL: 'warn' };
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  let fake: FakeGetAddress;
  beforeAll(async () => {
    fake = await startFakeGetAddress();
    environment.POSTCODE_API_URL = `${fake.url}/`;
    environment.POSTCODE_API_KEY = API_KEY;
  });
  afterAll(() => fake.close());
  const context = useTestApp(environment, { logStream });
  const { get } = apiCalls(context);
  let officer: SignedInUser;

  beforeAll(async () => {
    officer = await signedInUser(context, { role: 'READWRITE' });
    fake.addresses.set('SW1A 1AA', [
      getAddressEntry(['Buckingham Palace'], 'London', '', { uprn: '10033544614' }),
      getAddressEntry(['Flat 2', 'The Mews', 'Palace Yard'], 'London', 'Greater London', {
        line_4: 'Westminster',
      }),
    ]);
    fake.addresses.set('B33 8TH', [getAddressEntry(['1 Provider Road'], 'Birmingham', 'West Midlands')]);
    fake.addresses.set('LS1 4AP', [getAddressEntry(['5 Leeds Lane'], 'Leeds', 'West Yorkshire')]);
    fake.addresses.set('M1 1AE', [getAddressEntry(['7 Piccadilly'], 'Manchester', 'Greater Manchester')]);
  });

  it("answers the provider's addresses in a case address's fields, sending the key only to the provider", async () => {
    const response = await get('/postcode', officer, { postCode: 'sw1a1aa' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      postCode: 'SW1A 1AA',
      source: 'provider',
      addresses: [
        address({
          addressLine1: 'Buckingham Palace',
          town: 'London',
          postCode: 'SW1A 1AA',
          uprn: '10033544614',
        }),
        address({
          addressLine1: 'Flat 2',
          addressLine2: 'The Mews',
          addressLine3: 'Palace Yard, Westminster',
          town: 'London',
          county: 'Greater London',
          postCode: 'SW1A 1AA',
        }),
      ],
    });
    const request = fake.requests.at(-1);
    expect(request?.pathname).toBe('/find/SW1A%201AA');
    expect(request?.searchParams.get('api-key')).toBe(API_KEY);
    expect(request?.searchParams.get('expand')).toBe('true');
    expect(response.body).not.toContain(API_KEY);
  });

  it('answers an empty list for a post code the provider does not know (its 404)', async () => {
    const response = await get('/postcode', officer, { postCode: 'EC1A 1BB' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ postCode: 'EC1A 1BB', source: 'provider', addresses: [] });
  });

  it('asks the provider once per post code while the answer is fresh, even for look-ups at the same moment', async () => {
    const before = fake.requests.length;
    const [first, second] = await Promise.all([
      get('/postcode', officer, { postCode: 'LS1 4AP' }),
      get('/postcode', officer, { postCode: 'ls14ap' }),
    ]);
    const third = await get('/postcode', await signedInUser(context), { postCode: 'LS1 4AP' });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(third.json().data.addresses).toEqual(first.json().data.addresses);
    expect(fake.requests.length - before).toBe(1);
  });

  it('answers 503 with a message to type the address when the provider fails, logs why without the key, and tries again next time', async () => {
    fake.mode = 'failing';
    logLines.length = 0;
    const response = await get('/postcode', officer, { postCode: 'M1 1AE' });
    fake.mode = 'answering';

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: POSTCODE_LOOKUP_MESSAGES.unavailable,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(logged.find((entry) => entry.msg === 'Error fetching postcode list:')?.err?.message).toBe(
      'the address provider answered HTTP 500',
    );
    expect(logLines.join('')).not.toContain(API_KEY);

    const retried = await get('/postcode', officer, { postCode: 'M1 1AE' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.addresses).toHaveLength(1);
  });

  it('gives up on a provider that does not answer in time, with an error that does not carry the key', async () => {
    const provider = createGetAddressProvider({ url: fake.url, apiKey: API_KEY, timeoutMs: 50 });
    fake.mode = 'silent';
    const failure = await provider
      .find('B33 8TH', { authorityId: 1, officerId: null, viewerId: null })
      .catch((error: unknown) => error);
    fake.mode = 'answering';
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('TimeoutError');
    expect(JSON.stringify(failure) + String((failure as Error).stack)).not.toContain(API_KEY);
  });
});
