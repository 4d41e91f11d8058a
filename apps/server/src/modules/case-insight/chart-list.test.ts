import { STATUS_ID, type ChartList, type Page } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertPastCase } from './insight-fixtures';

const context = useTestApp();
const { get, post } = apiCalls(context);

let admin: SignedInUser;
let officerA: SignedInUser;
let officerB: SignedInUser;
let platformAdmin: SignedInUser;
let acme: number;
let bodge: number;
let created: { currentEnquirySince: number; assessmentSince: number };

const DAY = 86_400_000;
const { ENQUIRY, ASSESSMENT, WORKS_COMPLETED, CLOSED, WITHDRAWN } = STATUS_ID;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db, { shortCode: 'CHT' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  officerA = await signedInUser(context, { authorityId, firstName: 'Alf', lastName: 'Archer' });
  officerB = await signedInUser(context, { authorityId, firstName: 'Bea', lastName: 'Brown' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  acme = await createTestContractor(context.db, authorityId, { companyName: 'Acme Adaptations' });
  bodge = await createTestContractor(context.db, authorityId, { companyName: 'Bodge & Sons' });
  const createdById = admin.id;

  // Hand-counted below: four live cases, one deleted, one in another authority.
  await insertPastCase(context.db, {
    authorityId,
    createdById,
    officerId: officerA.id,
    contractorId: acme,
    history: [
      [ENQUIRY, '2026-01-10T10:00:00Z'],
      [ASSESSMENT, '2026-01-20T10:00:00Z'],
    ],
  });
  await insertPastCase(context.db, {
    authorityId,
    createdById,
    officerId: officerA.id,
    history: [
      [ENQUIRY, '2026-02-05T12:00:00Z'],
      [WORKS_COMPLETED, '2026-02-25T12:00:00Z'],
      [CLOSED, '2026-03-07T12:00:00Z'],
    ],
  });
  // 23:30 on 31 March in UTC is 00:30 on 1 April in London (summer time began on 29 March).
  await insertPastCase(context.db, {
    authorityId,
    createdById,
    officerId: officerB.id,
    contractorId: bodge,
    history: [[ENQUIRY, '2026-03-31T23:30:00Z']],
  });
  await insertPastCase(context.db, {
    authorityId,
    createdById,
    contractorId: acme,
    history: [
      [ENQUIRY, '2026-03-15T09:00:00Z'],
      [WITHDRAWN, '2026-03-16T09:00:00Z'],
    ],
  });
  await insertPastCase(context.db, {
    authorityId,
    createdById,
    officerId: officerA.id,
    history: [[ENQUIRY, '2026-02-01T09:00:00Z']],
    deletedAt: '2026-02-02T09:00:00Z',
  });
  const elsewhere = await createTestAuthority(context.db);
  const stranger = await createTestUser(context.db, { authorityId: elsewhere });
  await insertPastCase(context.db, {
    authorityId: elsewhere,
    createdById: stranger.id,
    officerId: stranger.id,
    history: [[ENQUIRY, '2026-02-01T09:00:00Z']],
  });
  created = {
    currentEnquirySince: Date.parse('2026-03-31T23:30:00Z'),
    assessmentSince: Date.parse('2026-01-20T10:00:00Z'),
  };
});

async function charts(who: SignedInUser, query: Record<string, string> = {}): Promise<ChartList> {
  const response = await get('/case/chartList/', who, { MonthFrom: '2026-01', MonthTo: '2026-04', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ChartList }>().data;
}

const counted = (list: { statusName: string; cases: number }[]): Record<string, number> =>
  Object.fromEntries(list.filter((row) => row.cases > 0).map((row) => [row.statusName, row.cases] as const));

const daysSince = (at: number) => (Date.now() - at) / DAY;

function averageOf(chart: ChartList, statusId: number) {
  return chart.timeInStatus.find((row) => row.statusId === statusId);
}

describe('GET /api/case/chartList/ for an authority ADMIN', () => {
  it('counts the live cases of the authority by status, every status listed', async () => {
    const chart = await charts(admin);
    expect(chart.totalCases).toBe(4);
    expect(chart.byStatus).toHaveLength(12);
    expect(counted(chart.byStatus)).toEqual({ Enquiry: 1, Assessment: 1, Closed: 1, Withdrawn: 1 });
  });

  it('counts cases opened and closed per London month, empty months as 0', async () => {
    const chart = await charts(admin);
    expect(chart.monthly).toEqual([
      { month: '2026-01', opened: 1, closed: 0 },
      { month: '2026-02', opened: 1, closed: 0 },
      { month: '2026-03', opened: 1, closed: 2 },
      { month: '2026-04', opened: 1, closed: 0 },
    ]);
    const wider = await charts(admin, { MonthFrom: '2025-12', MonthTo: '2026-06' });
    expect(wider.monthly.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(wider.monthly[0]).toEqual({ month: '2025-12', opened: 0, closed: 0 });
  });

  it('opens each bar of the months, officers and contractors as the case list of exactly the cases it counts', async () => {
    const listed = async (query: Record<string, string>) => {
      const response = await get('/case/list/', admin, { ...query, SortCol: 'ClientName', SortDir: 'asc' });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: Page<{ statusName: string }> }>();
      return { total: data.totalRecords, statuses: data.data.map((row) => row.statusName).sort() };
    };
    for (const { month, opened, closed } of (await charts(admin)).monthly) {
      expect((await listed({ OpenedMonth: month })).total, `opened in ${month}`).toBe(opened);
      expect((await listed({ ClosedMonth: month })).total, `closed in ${month}`).toBe(closed);
    }
    const chart = await charts(admin);
    for (const { officerId, cases } of chart.byOfficer) {
      expect((await listed({ OfficerId: String(officerId ?? 'none') })).total, `officer ${officerId}`).toBe(
        cases,
      );
    }
    for (const { contractorId, cases } of chart.byContractor) {
      const filter = { ContractorId: String(contractorId ?? 'none') };
      expect((await listed(filter)).total, `contractor ${contractorId}`).toBe(cases);
    }
    expect(chart.byOfficer.some((row) => row.officerId === null)).toBe(true);
    expect(chart.byContractor.some((row) => row.contractorId === null)).toBe(true);
    // 23:30 UTC on 31 March is April in London.
    expect((await listed({ OpenedMonth: '2026-03' })).statuses).toEqual(['Withdrawn']);
    expect((await listed({ ClosedMonth: '2026-03' })).statuses).toEqual(['Closed', 'Withdrawn']);
    // The filters narrow the chart list too, which then counts from the cases.
    const march = await charts(admin, { OpenedMonth: '2026-03' });
    expect(march.totalCases).toBe(1);
    const refused = await get('/case/list/', admin, { ClosedMonth: '2026-13' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Give months as YYYY-MM');
  });

  it('averages the days in each status, open cases up to now, ended cases not waiting', async () => {
    const chart = await charts(admin);
    const enquiry = averageOf(chart, ENQUIRY);
    // Completed: 10, 20 and 1 days; current: the April case, still an enquiry.
    expect(enquiry?.stays).toBe(4);
    expect(enquiry?.averageDays).toBeCloseTo((31 + daysSince(created.currentEnquirySince)) / 4, 0);
    expect(averageOf(chart, ASSESSMENT)?.averageDays).toBeCloseTo(daysSince(created.assessmentSince), 0);
    expect(averageOf(chart, WORKS_COMPLETED)).toMatchObject({ stays: 1, averageDays: 10 });
    expect(averageOf(chart, CLOSED)).toMatchObject({ stays: 0, averageDays: null });
    expect(averageOf(chart, WITHDRAWN)).toMatchObject({ stays: 0, averageDays: null });
  });

  it('counts by officer and by contractor with their names, most cases first, none last', async () => {
    const chart = await charts(admin);
    expect(chart.byOfficer).toEqual([
      { officerId: officerA.id, officerName: 'Alf Archer', cases: 2 },
      { officerId: officerB.id, officerName: 'Bea Brown', cases: 1 },
      { officerId: null, officerName: null, cases: 1 },
    ]);
    expect(chart.byContractor).toEqual([
      { contractorId: acme, contractorName: 'Acme Adaptations', cases: 2 },
      { contractorId: bodge, contractorName: 'Bodge & Sons', cases: 1 },
      { contractorId: null, contractorName: null, cases: 1 },
    ]);
  });
});

describe('the chart filter', () => {
  it('takes the literal NULL as no value', async () => {
    const plain = await charts(admin);
    const nulls = await charts(admin, {
      ApplicationStatusMasterIds: 'NULL',
      SearchTerm: 'NULL',
      OfficerId: 'NULL',
      ContractorId: 'NULL',
      Priority: 'NULL',
      ReferralDateFrom: 'NULL',
      ReferralDateTo: 'NULL',
      SortCol: 'NULL',
      SortDir: 'NULL',
    });
    expect(nulls.byStatus).toEqual(plain.byStatus);
    expect(nulls.byOfficer).toEqual(plain.byOfficer);
    expect(nulls.monthly).toEqual(plain.monthly);
  });

  it('filters by status and officer from the summary', async () => {
    const chart = await charts(admin, { ApplicationStatusMasterIds: `${ENQUIRY},${ASSESSMENT}` });
    expect(counted(chart.byStatus)).toEqual({ Enquiry: 1, Assessment: 1 });
    expect(chart.monthly.map((month) => month.opened)).toEqual([1, 0, 0, 1]);
    const mine = await charts(admin, { OfficerId: String(officerA.id) });
    expect(counted(mine.byStatus)).toEqual({ Assessment: 1, Closed: 1 });
  });

  it('filters by anything else the list filters by, from the cases themselves, to the same figures', async () => {
    const chart = await charts(admin, { ContractorId: String(acme) });
    expect(counted(chart.byStatus)).toEqual({ Assessment: 1, Withdrawn: 1 });
    expect(chart.monthly).toEqual([
      { month: '2026-01', opened: 1, closed: 0 },
      { month: '2026-02', opened: 0, closed: 0 },
      { month: '2026-03', opened: 1, closed: 1 },
      { month: '2026-04', opened: 0, closed: 0 },
    ]);
    expect(averageOf(chart, ENQUIRY)).toMatchObject({ stays: 2, averageDays: 5.5 });
    expect(chart.byContractor).toEqual([
      { contractorId: acme, contractorName: 'Acme Adaptations', cases: 2 },
    ]);
  });

  it('refuses a range that ends before it starts or is longer than five years', async () => {
    for (const [from, to] of [
      ['2026-05', '2026-01'],
      ['2020-01', '2026-01'],
      ['2026-13', '2026-14'],
    ]) {
      const response = await get('/case/chartList/', admin, { MonthFrom: from ?? '', MonthTo: to ?? '' });
      expect(response.statusCode, `${from}–${to}`).toBe(400);
    }
  });
});

describe('the chart scope', () => {
  it('shows an officer only the cases assigned to them', async () => {
    const chart = await charts(officerA);
    expect(chart.totalCases).toBe(2);
    expect(chart.byOfficer).toEqual([{ officerId: officerA.id, officerName: 'Alf Archer', cases: 2 }]);
    expect(chart.monthly.map((month) => [month.opened, month.closed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    // Asking for a colleague's cases finds none of them.
    const colleagues = await charts(officerA, { OfficerId: String(officerB.id) });
    expect(colleagues.totalCases).toBe(0);
  });

  it('is refused to a platform admin', async () => {
    expect((await get('/case/chartList/', platformAdmin)).statusCode).toBe(403);
  });
});

describe('the summary the charts read', () => {
  it('keeps up with cases opened and moved through the API, as the cases themselves say', async () => {
    const opened = await post('/case/add', officerB, {
      clientFirstName: 'New',
      clientLastName: 'Client',
      addressLine1: '2 High Street',
      postCode: 'B33 8TH',
      contractorId: bodge,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const caseId = opened.json<{ data: { id: number } }>().data.id;
    expect((await post(`/case/${caseId}/${ASSESSMENT}`, officerB)).statusCode).toBe(200);
    expect((await post(`/case/${caseId}/${WITHDRAWN}`, officerB)).statusCode).toBe(200);
    expect(
      (
        await post('/case/Update', admin, {
          ...opened.json<{ data: object }>().data,
          ...{ id: caseId, version: 3, assignedOfficerId: officerA.id, contractorId: acme },
        })
      ).statusCode,
    ).toBe(200);

    const range = { MonthFrom: '2026-01', MonthTo: '2026-12' };
    const fromSummary = await charts(admin, range);
    // A search every case matches is read from the cases, not the summary.
    const fromCases = await charts(admin, { ...range, SearchTerm: '-20' });
    expect(fromSummary.totalCases).toBe(5);
    for (const part of ['byStatus', 'monthly', 'byOfficer', 'byContractor'] as const) {
      expect(fromCases[part], part).toEqual(fromSummary[part]);
    }
    expect(fromCases.timeInStatus.map((row) => row.stays)).toEqual(
      fromSummary.timeInStatus.map((row) => row.stays),
    );
    expect(counted(fromSummary.byStatus)).toEqual({ Enquiry: 1, Assessment: 1, Closed: 1, Withdrawn: 2 });
  });
});
