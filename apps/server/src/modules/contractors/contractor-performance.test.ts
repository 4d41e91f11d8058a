import {
  CONTRACTOR_PERFORMANCE_MESSAGES,
  financialYearOf,
  financialYearRange,
  type ContractorPerformance,
  type ContractorPerformanceList,
} from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestContractor, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { londonDay } from '../../platform/time/london-calendar';
import { insertPerformanceJob, type PerformanceTeam } from './performance-fixtures';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get } = apiCalls(context);

/** The financial year 2025/26. */
const PERIOD = { from: '2025-04-01', to: '2026-03-31' };

const ids = { borchester: 0, ambridge: 0, dormant: 0, idle: 0, elsewhere: 0 };

const zeros = {
  quotesGiven: 0,
  quotesAccepted: 0,
  jobs: 0,
  finished: 0,
  medianWorkingDays: null,
  medianEstimatedWorkingDays: null,
  onTime: 0,
  noEstimate: 0,
  onTimeShare: null,
  variations: { count: 0, pence: 0 },
};

beforeAll(async () => {
  const { db } = context;
  const { authorityId, officer, admin, outsider } = people;
  const team: PerformanceTeam = { authorityId, officerId: officer.id, adminId: admin.id };
  const contractor = (companyName: string, isActive = true) =>
    createTestContractor(db, authorityId, { companyName, isActive });
  ids.borchester = await contractor('Borchester Builders');
  ids.ambridge = await contractor('ambridge Access', false);
  ids.dormant = await contractor('Dormant Adaptations');
  ids.idle = await contractor('Idle Lifts', false);
  const borchester = (receivedOn: string, estimate: number | null = null) => ({
    contractorId: ids.borchester,
    receivedOn,
    estimate,
  });

  // On time across the August bank holiday: Friday 22 August, then Tuesday 26 August to Friday
  // 5 September, is 10 working days (11 without the holiday), within the estimate of 10.
  await insertPerformanceJob(db, team, {
    quotes: [borchester('2025-05-01', 10)],
    accepted: 0,
    ordered: ['2025-08-21'],
    completed: ['2025-09-05'],
    variations: [
      { costChangePence: 20_000, state: 'APPROVED', on: '2025-09-10' },
      { costChangePence: 50_000, state: 'REJECTED', on: '2025-09-12' },
    ],
  });
  // Late: quoted before the period, ordered in March then again on Monday 6 October (the latter
  // counts), completed Monday 27 October: 15 working days against 5.
  await insertPerformanceJob(db, team, {
    quotes: [borchester('2025-03-20', 5)],
    accepted: 0,
    ordered: ['2025-03-03', '2025-10-06'],
    completed: ['2025-10-27'],
    // Lowering the grant stands when recorded: no decider, its recording is its decision.
    variations: [{ costChangePence: -5_000, state: 'APPROVED', on: '2025-11-01', standsWhenRecorded: true }],
  });
  // No estimate: Tuesday 1 July to Tuesday 8 July, 5 working days.
  await insertPerformanceJob(db, team, {
    quotes: [borchester('2025-06-10')],
    accepted: 0,
    ordered: ['2025-07-01'],
    completed: ['2025-07-08'],
    variations: [{ costChangePence: 7_000, state: 'APPROVED', on: '2025-03-15' }],
  });
  // Ordered in the period, completed after it.
  await insertPerformanceJob(db, team, {
    quotes: [borchester('2026-01-15', 20)],
    accepted: 0,
    ordered: ['2026-03-02'],
    completed: ['2026-04-10'],
  });
  // Ambridge's quote accepted over Borchester's; the grant approved, the works not yet ordered.
  await insertPerformanceJob(db, team, {
    quotes: [
      borchester('2025-09-01', 8),
      { contractorId: ids.ambridge, receivedOn: '2025-08-15', estimate: 12 },
    ],
    accepted: 1,
  });
  // Accepted, the grant only proposed: no job, whatever the history says.
  await insertPerformanceJob(db, team, {
    quotes: [borchester('2025-11-01', 10)],
    accepted: 0,
    grant: 'PROPOSED',
    ordered: ['2025-11-10'],
    completed: ['2025-11-20'],
  });
  // Quoted after the period.
  await insertPerformanceJob(db, team, { quotes: [borchester('2026-04-02', 10)] });

  // Another authority's contractor, with a finished job of its own.
  const elsewhereId = outsider.authorityId ?? 0;
  ids.elsewhere = await createTestContractor(db, elsewhereId, { companyName: 'Felpersham Fitters' });
  await insertPerformanceJob(
    db,
    { authorityId: elsewhereId, officerId: outsider.id, adminId: outsider.id },
    {
      quotes: [{ contractorId: ids.elsewhere, receivedOn: '2025-05-01', estimate: 10 }],
      accepted: 0,
      ordered: ['2025-06-02'],
      completed: ['2025-06-06'],
    },
  );
});

async function performanceList(
  query: Record<string, string> = PERIOD,
  who: SignedInUser = people.admin,
): Promise<ContractorPerformanceList> {
  const response = await get('/contractors/performance', who, query);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ContractorPerformanceList }>().data;
}

const BORCHESTER: Omit<ContractorPerformance, 'contractorId'> = {
  name: 'Borchester Builders',
  active: true,
  // 1 May, 10 June, 15 January, 1 September, 1 November; not 20 March 2025 nor 2 April 2026.
  quotesGiven: 5,
  // All but 1 September's, which lost to Ambridge's.
  quotesAccepted: 4,
  // Ordered 21 August, 6 October, 1 July, 2 March; not the proposed grant's.
  jobs: 4,
  finished: 3,
  // Of 10, 15 and 5.
  medianWorkingDays: 10,
  // Of 10 and 5; the third had none.
  medianEstimatedWorkingDays: 7.5,
  onTime: 1,
  noEstimate: 1,
  // One of the two with an estimate.
  onTimeShare: 0.5,
  // +20,000 and −5,000; not the rejected one, nor the one decided before the period.
  variations: { count: 2, pence: 15_000 },
};

describe('GET /api/contractors/performance', () => {
  it("counts each contractor's quotes, jobs, working days and variations over the period, by name", async () => {
    const list = await performanceList();
    expect(list).toEqual({
      ...PERIOD,
      contractors: [
        {
          ...zeros,
          contractorId: ids.ambridge,
          name: 'ambridge Access',
          active: false,
          quotesGiven: 1,
          quotesAccepted: 1,
        },
        { contractorId: ids.borchester, ...BORCHESTER },
        { ...zeros, contractorId: ids.dormant, name: 'Dormant Adaptations', active: true },
      ],
    });
  });

  it('leaves out what falls outside the period, keeping the active contractors', async () => {
    const list = await performanceList({ from: '2024-04-01', to: '2025-03-31' });
    const borchester = list.contractors.find((row) => row.contractorId === ids.borchester);
    // The quote of 20 March 2025 and the variation decided on 15 March 2025.
    expect(borchester).toMatchObject({ quotesGiven: 1, quotesAccepted: 1, jobs: 0, finished: 0 });
    expect(borchester?.variations).toEqual({ count: 1, pence: 7_000 });
    expect(list.contractors.map((row) => row.contractorId)).not.toContain(ids.ambridge);
  });

  it('answers the financial year under way when no period is given', async () => {
    const list = await performanceList({});
    expect({ from: list.from, to: list.to }).toEqual(
      financialYearRange(financialYearOf(londonDay(new Date()))),
    );
  });

  it("never shows another authority's contractors, nor ours to another authority", async () => {
    const ours = await performanceList();
    expect(ours.contractors.map((row) => row.contractorId)).not.toContain(ids.elsewhere);
    const theirs = await performanceList(PERIOD, people.outsider);
    expect(theirs.contractors).toEqual([
      {
        ...zeros,
        contractorId: ids.elsewhere,
        name: 'Felpersham Fitters',
        active: true,
        quotesGiven: 1,
        quotesAccepted: 1,
        jobs: 1,
        finished: 1,
        medianWorkingDays: 4,
        medianEstimatedWorkingDays: 10,
        onTime: 1,
        onTimeShare: 1,
      },
    ]);
  });

  it('is for authority ADMINs alone', async () => {
    for (const who of [people.officer, people.reader, people.platformAdmin]) {
      expect((await get('/contractors/performance', who, PERIOD)).statusCode).toBe(403);
    }
    expect((await get('/contractors/performance', undefined, PERIOD)).statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts, or has one end, or is no date, saying why', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2026-01-01', to: '2025-12-31' }, 'to', CONTRACTOR_PERFORMANCE_MESSAGES.order],
      [{ from: '2025-04-01' }, 'to', CONTRACTOR_PERFORMANCE_MESSAGES.bothOrNeither],
      [{ from: '2025-02-30', to: '2025-12-31' }, 'from', CONTRACTOR_PERFORMANCE_MESSAGES.from],
    ];
    for (const [query, field, message] of cases) {
      const refused = await get('/contractors/performance', people.admin, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields[field]).toEqual([message]);
    }
  });
});

describe('GET /api/contractors/{id}/performance', () => {
  it("answers one contractor's figures, the same as the list's", async () => {
    const response = await get(`/contractors/${ids.borchester}/performance`, people.admin, PERIOD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...PERIOD,
      contractor: { contractorId: ids.borchester, ...BORCHESTER },
    });
  });

  it('answers an inactive contractor with nothing in the period, with nothing', async () => {
    const response = await get(`/contractors/${ids.idle}/performance`, people.admin, PERIOD);
    expect(response.json().data.contractor).toEqual({
      ...zeros,
      contractorId: ids.idle,
      name: 'Idle Lifts',
      active: false,
    });
  });

  it("answers another authority's contractor as not found, and refuses officers", async () => {
    expect((await get(`/contractors/${ids.elsewhere}/performance`, people.admin, PERIOD)).statusCode).toBe(
      404,
    );
    expect((await get(`/contractors/${ids.borchester}/performance`, people.officer, PERIOD)).statusCode).toBe(
      403,
    );
  });
});
