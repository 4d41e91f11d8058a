import {
  MAX_ALLOCATION_CHANGES_PER_YEAR,
  SPEND_MESSAGES,
  STALE_RECORD_MESSAGE,
  type YearAllocation,
} from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { authorityAllocationChanges } from '../../db/schema';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

async function allocationOf(year: number, who: SignedInUser = people.admin): Promise<YearAllocation> {
  const response = await get(`/spend/allocation/${year}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: YearAllocation }>().data;
}

const save = (year: number, body: object, who: SignedInUser = people.admin) =>
  post(`/spend/allocation/${year}`, who, body);

const addChange = (year: number, version: number, change: object, who: SignedInUser = people.admin) =>
  post(`/spend/allocation/${year}/changes`, who, { version, change });

/** A change as the form sends it, +£1,000 on 1 October of the year unless told otherwise. */
const changeOf = (year: number, overrides: object = {}) => ({
  amountPence: 100_000,
  reason: 'In-year top-up',
  changedOn: `${year}-10-01`,
  ...overrides,
});

/** Records the year's allocation, which must succeed: the allocation it answers. */
async function recorded(year: number, allocationPence: number): Promise<YearAllocation> {
  const response = await save(year, { version: 0, allocationPence });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: YearAllocation }>().data;
}

describe('reading the allocation', () => {
  it('answers a year with none recorded as nothing at version 0, which an ADMIN may record', async () => {
    expect(await allocationOf(2030)).toEqual({
      year: 2030,
      label: '2030/31',
      allocationPence: null,
      changes: [],
      totalPence: null,
      version: 0,
      can: { change: true },
    });
  });

  it('refuses a year outside 2000 to 2100, field by field', async () => {
    const response = await get('/spend/allocation/1999', people.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.year).toEqual([SPEND_MESSAGES.year]);
    expect((await get('/spend/allocation/2026.5', people.admin)).statusCode).toBe(400);
  });
});

describe('recording and correcting the allocation', () => {
  it('records it at version 0 and corrects it at the version it is at, each audited with before and after', async () => {
    const first = await recorded(2031, 120_000_000);
    expect(first).toMatchObject({ allocationPence: 120_000_000, totalPence: 120_000_000, version: 1 });
    const created = await lastAudit(context.db, 'spend.allocation', people.authorityId);
    expect(created).toMatchObject({
      actorId: people.admin.id,
      authorityId: people.authorityId,
      before: null,
    });
    expect(created?.after).toEqual({
      financialYear: 2031,
      allocationPence: 120_000_000,
      totalPence: 120_000_000,
      version: 1,
    });

    const corrected = await save(2031, { version: 1, allocationPence: 125_000_000 });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().message).toBe('Allocation saved.');
    expect(corrected.json<{ data: YearAllocation }>().data).toMatchObject({
      allocationPence: 125_000_000,
      totalPence: 125_000_000,
      version: 2,
    });
    const audit = await lastAudit(context.db, 'spend.allocation', people.authorityId);
    expect(audit?.before).toMatchObject({ financialYear: 2031, allocationPence: 120_000_000, version: 1 });
    expect(audit?.after).toMatchObject({ financialYear: 2031, allocationPence: 125_000_000, version: 2 });
    expect(await allocationOf(2031)).toEqual(corrected.json().data);
  });

  it('lets the AUTHORITY account record it too', async () => {
    const account = await signedInUser(context, {
      userType: 'AUTHORITY',
      role: 'ADMIN',
      authorityId: people.authorityId,
    });
    expect((await save(2032, { version: 0, allocationPence: 1 }, account)).statusCode).toBe(200);
  });

  it('refuses a stale version with a 409 and the allocation as it is now, changing nothing', async () => {
    const now = await recorded(2033, 50_000_000);
    for (const version of [0, 2]) {
      const stale = await save(2033, { version, allocationPence: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
      expect(stale.json().data.current).toEqual(now);
    }
    const none = await save(2034, { version: 1, allocationPence: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().data.current).toMatchObject({ allocationPence: null, version: 0 });
    expect(await allocationOf(2033)).toEqual(now);
    expect((await allocationOf(2034)).version).toBe(0);
  });

  it('gives one of two first recordings at once and refuses the other as stale', async () => {
    const answers = await Promise.all([
      save(2035, { version: 0, allocationPence: 111 }),
      save(2035, { version: 0, allocationPence: 222 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)?.json().data as YearAllocation;
    expect(await allocationOf(2035)).toEqual(kept);
  });

  it('refuses amounts that are not whole pence, below nothing or beyond £100m', async () => {
    const cases: [object, string][] = [
      [{ version: 0, allocationPence: 10.5 }, SPEND_MESSAGES.notWhole],
      [{ version: 0, allocationPence: -1 }, SPEND_MESSAGES.allocation],
      [{ version: 0, allocationPence: 10_000_000_001 }, SPEND_MESSAGES.allocationTooLarge],
      [{ version: 0 }, SPEND_MESSAGES.allocation],
    ];
    for (const [body, message] of cases) {
      const refused = await save(2036, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields.allocationPence).toEqual([message]);
    }
    expect((await allocationOf(2036)).version).toBe(0);
  });

  it('refuses a correction its in-year changes would take below nothing', async () => {
    await recorded(2037, 1_000_000);
    expect((await addChange(2037, 1, changeOf(2037, { amountPence: -800_000 }))).statusCode).toBe(200);
    // 500,000 − 800,000 = −300,000
    const refused = await save(2037, { version: 2, allocationPence: 500_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SPEND_MESSAGES.belowZero);
    // 800,000 − 800,000 = 0 stands
    const corrected = await save(2037, { version: 2, allocationPence: 800_000 });
    expect(corrected.json().data).toMatchObject({ allocationPence: 800_000, totalPence: 0, version: 3 });
  });
});

describe('in-year changes', () => {
  it('adds changes more or less, in the order they were made, bumping the version, each audited', async () => {
    await recorded(2038, 120_000_000);
    const topUp = await addChange(
      2038,
      1,
      changeOf(2038, {
        amountPence: 15_000_000,
        reason: '  Better Care Fund top-up ',
        changedOn: '2038-10-01',
      }),
    );
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json().message).toBe('In-year change recorded.');
    const cut = await addChange(
      2038,
      2,
      changeOf(2038, { amountPence: -5_000_000, reason: 'Clawed back', changedOn: '2038-06-30' }),
    );
    const after = cut.json<{ data: YearAllocation }>().data;
    // 120,000,000 + 15,000,000 − 5,000,000 = 130,000,000
    expect(after).toMatchObject({ allocationPence: 120_000_000, totalPence: 130_000_000, version: 3 });
    expect(after.changes).toEqual([
      {
        id: expect.any(Number),
        amountPence: -5_000_000,
        reason: 'Clawed back',
        changedOn: '2038-06-30',
        recordedBy: 'Sam Officer',
      },
      {
        id: expect.any(Number),
        amountPence: 15_000_000,
        reason: 'Better Care Fund top-up',
        changedOn: '2038-10-01',
        recordedBy: 'Sam Officer',
      },
    ]);
    const audit = await lastAudit(context.db, 'spend.allocation-change', people.authorityId);
    expect(audit).toMatchObject({ actorId: people.admin.id, authorityId: people.authorityId });
    expect(audit?.before).toMatchObject({ financialYear: 2038, totalPence: 135_000_000, version: 2 });
    expect(audit?.after).toMatchObject({
      financialYear: 2038,
      totalPence: 130_000_000,
      version: 3,
      change: { amountPence: -5_000_000, reason: 'Clawed back', changedOn: '2038-06-30' },
    });
    expect(await allocationOf(2038)).toEqual(after);
  });

  it('refuses a change before the allocation is recorded', async () => {
    const refused = await addChange(2039, 0, changeOf(2039));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SPEND_MESSAGES.noAllocation);
    expect(await allocationOf(2039)).toMatchObject({ version: 0, changes: [] });
  });

  it('refuses a change dated outside the financial year, whose first and last days are in it', async () => {
    await recorded(2040, 1_000_000);
    for (const changedOn of ['2040-03-31', '2041-04-01']) {
      const refused = await addChange(2040, 1, changeOf(2040, { changedOn }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(SPEND_MESSAGES.changeOutsideYear);
    }
    expect((await addChange(2040, 1, changeOf(2040, { changedOn: '2040-04-01' }))).statusCode).toBe(200);
    expect((await addChange(2040, 2, changeOf(2040, { changedOn: '2041-03-31' }))).statusCode).toBe(200);
  });

  it('refuses a change that takes the allocation below nothing, and lets it reach nothing', async () => {
    await recorded(2041, 1_000_000);
    const refused = await addChange(2041, 1, changeOf(2041, { amountPence: -1_000_001 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SPEND_MESSAGES.belowZero);
    const reached = await addChange(2041, 1, changeOf(2041, { amountPence: -1_000_000 }));
    expect(reached.json().data).toMatchObject({ totalPence: 0, version: 2 });
  });

  it('refuses a stale version with the allocation as it is now; of two changes at once one is made', async () => {
    const now = await recorded(2042, 1_000_000);
    const stale = await addChange(2042, 2, changeOf(2042));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toEqual(now);
    const answers = await Promise.all([
      addChange(2042, 1, changeOf(2042)),
      addChange(2042, 1, changeOf(2042)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await allocationOf(2042)).toMatchObject({ totalPence: 1_100_000, version: 2 });
  });

  it('refuses a change of nothing, and amounts that are not whole pence', async () => {
    await recorded(2043, 1_000_000);
    const zero = await addChange(2043, 1, changeOf(2043, { amountPence: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().data.fields['change.amountPence']).toEqual([SPEND_MESSAGES.changeZero]);
    const fraction = await addChange(2043, 1, changeOf(2043, { amountPence: 0.5, reason: ' ' }));
    expect(fraction.json().data.fields).toMatchObject({
      'change.amountPence': [SPEND_MESSAGES.notWhole],
      'change.reason': ['Enter why the allocation changes'],
    });
    expect((await allocationOf(2043)).version).toBe(1);
  });

  it(`holds at most ${MAX_ALLOCATION_CHANGES_PER_YEAR} changes a year`, async () => {
    await recorded(2044, 1_000_000);
    await context.db.insert(authorityAllocationChanges).values(
      Array.from({ length: MAX_ALLOCATION_CHANGES_PER_YEAR }, () => ({
        authorityId: people.authorityId,
        financialYear: 2044,
        amountPence: 1,
        reason: 'Penny',
        changedOn: '2044-05-01',
        createdById: people.admin.id,
      })),
    );
    const refused = await addChange(2044, 1, changeOf(2044));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SPEND_MESSAGES.tooManyChanges);
  });
});

describe('who reaches the allocation', () => {
  it('refuses everyone but the authority’s ADMINs', async () => {
    await recorded(2045, 1_000_000);
    const applicant = await signedInApplicant(context, people.officer);
    for (const who of [people.officer, people.reader, people.platformAdmin, applicant]) {
      expect((await get('/spend/allocation/2045', who)).statusCode).toBe(403);
      expect((await save(2045, { version: 1, allocationPence: 1 }, who)).statusCode).toBe(403);
      expect((await addChange(2045, 1, changeOf(2045), who)).statusCode).toBe(403);
    }
    expect(await allocationOf(2045)).toMatchObject({ allocationPence: 1_000_000, version: 1 });
  });

  it('never shows or changes another authority’s allocation', async () => {
    await recorded(2046, 1_000_000);
    expect(await allocationOf(2046, people.outsider)).toMatchObject({ allocationPence: null, version: 0 });
    expect((await addChange(2046, 1, changeOf(2046), people.outsider)).statusCode).toBe(422);
    const theirs = await save(2046, { version: 0, allocationPence: 7 }, people.outsider);
    expect(theirs.json().data).toMatchObject({ allocationPence: 7, version: 1 });
    expect(await allocationOf(2046)).toMatchObject({ allocationPence: 1_000_000, version: 1, changes: [] });
  });
});
