import { financialYearOf, SPEND_EXPORT_CONTENT_TYPE, type YearSpend } from '@casekeeper/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/accounts';
import { apiCalls, signedInApplicant, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { londonDay } from '../../platform/time/london-calendar';
import { spendAsAt } from '../grant-figures';
import { adaptationTypeNamed, insertSpendFixture, type FixtureTeam } from './spend-fixtures';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

async function spendOf(year: number, who: SignedInUser = people.admin): Promise<YearSpend> {
  const response = await get(`/spend/${year}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: YearSpend }>().data;
}

/** The twelve months of the year, April to March, zero but for those given. */
function monthsWith(year: number, paid: Record<string, [pence: number, cases: number]>) {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index < 9 ? `${year}-${String(index + 4).padStart(2, '0')}` : `${year + 1}-0${index - 8}`;
    const [pence, cases] = paid[month] ?? [0, 0];
    return { month, pence, cases };
  });
}

const types = { stairlift: 0, shower: 0, ramp: 0 };

/*
 * The fixtures, counted by hand below. Financial year 2024 runs 2024-04-01 to 2025-03-31, 2025
 * runs 2025-04-01 to 2026-03-31, 2026 is under way. "Total" is the approval plus approved
 * variations; rejected and proposed variations, and payments not paid, count for nothing.
 *
 * G1 approved 2024-06-10, 1,000,000 + 50,000 (approved; +20,000 rejected, +30,000 proposed)
 *    = 1,050,000; works stairlift twice. Paid: interim 400,000 on 2024-09-15, final 650,000 on 2025-01-20.
 * G2 approved 2024-11-05, 800,000 − 100,000 = 700,000; stairlift and shower. Paid: interim
 *    300,000 on 2025-02-10 (another interim of 100,000 rejected), final 400,000 on 2025-05-15.
 * G3 approved 2025-03-31 (the year's last day), 600,000; shower. Paid: interims 100,000 on
 *    2025-04-01 and 50,000 on 2025-04-20; final 450,000 authorised, never paid.
 * G4 approved 2026-03-20, 900,000; ramp. Paid: interim 200,000 on 2026-03-25, final 700,000 on
 *    2026-04-10: the year boundary.
 * G5 approved 2025-04-01 (the year's first day), 400,000 + 60,000 = 460,000; shower and ramp. Nothing paid.
 * G6 proposed, never approved, 777,777; stairlift: counts nowhere.
 * G7 approved 2025-08-15, 300,001; stairlift. Paid: final 300,001 on 2025-12-01.
 * G8 approved 2025-10-01, 250,001; shower. Paid: interim 100,000 on 2025-12-10; final 150,001 requested.
 * G9 approved 2024-05-01, 100,000 − 50,000 = 50,000; ramp. Paid: interim 80,000 on 2024-05-20
 *    (more than its total now: what it commits is never below 0).
 * And another authority's grant, approved and paid in 2025, which no figure here counts.
 */
beforeAll(async () => {
  const db = context.db;
  const team: FixtureTeam = {
    authorityId: people.authorityId,
    officerId: people.officer.id,
    adminId: people.admin.id,
  };
  types.stairlift = await adaptationTypeNamed(db, team.authorityId, 'Stairlift');
  types.shower = await adaptationTypeNamed(db, team.authorityId, 'Level-access shower');
  types.ramp = await adaptationTypeNamed(db, team.authorityId, 'Ramp or level access');
  const { stairlift, shower, ramp } = types;
  const paid = (kind: 'INTERIM' | 'FINAL', amountPence: number, paidOn: string) =>
    ({ kind, amountPence, state: 'PAID', paidOn }) as const;

  await insertSpendFixture(db, team, {
    approvedOn: '2024-06-10',
    approvedTotalPence: 1_000_000,
    workTypes: [stairlift, stairlift],
    variations: [
      { costChangePence: 50_000, state: 'APPROVED' },
      { costChangePence: 20_000, state: 'REJECTED' },
      { costChangePence: 30_000, state: 'PROPOSED' },
    ],
    payments: [paid('INTERIM', 400_000, '2024-09-15'), paid('FINAL', 650_000, '2025-01-20')],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2024-11-05',
    approvedTotalPence: 800_000,
    workTypes: [stairlift, shower],
    variations: [{ costChangePence: -100_000, state: 'APPROVED' }],
    payments: [
      paid('INTERIM', 300_000, '2025-02-10'),
      { kind: 'INTERIM', amountPence: 100_000, state: 'REJECTED' },
      paid('FINAL', 400_000, '2025-05-15'),
    ],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2025-03-31',
    approvedTotalPence: 600_000,
    workTypes: [shower],
    payments: [
      paid('INTERIM', 100_000, '2025-04-01'),
      paid('INTERIM', 50_000, '2025-04-20'),
      { kind: 'FINAL', amountPence: 450_000, state: 'AUTHORISED' },
    ],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2026-03-20',
    approvedTotalPence: 900_000,
    workTypes: [ramp],
    payments: [paid('INTERIM', 200_000, '2026-03-25'), paid('FINAL', 700_000, '2026-04-10')],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2025-04-01',
    approvedTotalPence: 400_000,
    workTypes: [shower, ramp],
    variations: [{ costChangePence: 60_000, state: 'APPROVED' }],
  });
  await insertSpendFixture(db, team, {
    approvedOn: null,
    approvedTotalPence: 777_777,
    workTypes: [stairlift],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2025-08-15',
    approvedTotalPence: 300_001,
    workTypes: [stairlift],
    payments: [paid('FINAL', 300_001, '2025-12-01')],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2025-10-01',
    approvedTotalPence: 250_001,
    workTypes: [shower],
    payments: [
      paid('INTERIM', 100_000, '2025-12-10'),
      { kind: 'FINAL', amountPence: 150_001, state: 'REQUESTED' },
    ],
  });
  await insertSpendFixture(db, team, {
    approvedOn: '2024-05-01',
    approvedTotalPence: 100_000,
    workTypes: [ramp],
    variations: [{ costChangePence: -50_000, state: 'APPROVED' }],
    payments: [paid('INTERIM', 80_000, '2024-05-20')],
  });

  const outsiders = people.outsider.authorityId ?? 0;
  const theirAdmin = await createTestUser(db, { authorityId: outsiders, role: 'ADMIN' });
  const outsiderTeam = { authorityId: outsiders, officerId: people.outsider.id, adminId: theirAdmin.id };
  await insertSpendFixture(db, outsiderTeam, {
    approvedOn: '2025-06-01',
    approvedTotalPence: 999_999,
    workTypes: [await adaptationTypeNamed(db, outsiders, 'Stairlift')],
    payments: [paid('FINAL', 999_999, '2025-07-01')],
  });

  // 2024's allocation: 3,000,000 less an in-year change of 250,000 = 2,750,000. 2025 has none.
  const saved = await post('/spend/allocation/2024', people.admin, {
    version: 0,
    allocationPence: 3_000_000,
  });
  expect(saved.statusCode).toBe(200);
  const changed = await post('/spend/allocation/2024/changes', people.admin, {
    version: 1,
    change: { amountPence: -250_000, reason: 'Clawed back', changedOn: '2024-10-01' },
  });
  expect(changed.statusCode).toBe(200);
});

describe('the Spend view of a past year', () => {
  it('counts 2024 as at its last day', async () => {
    expect(await spendOf(2024)).toEqual({
      year: 2024,
      label: '2024/25',
      from: '2024-04-01',
      to: '2025-03-31',
      asAt: '2025-03-31',
      allocationPence: 2_750_000,
      // G9 80,000 + G1 400,000 + G1 650,000 + G2 300,000 = 1,430,000, on 3 cases
      paid: { pence: 1_430_000, cases: 3 },
      // Approved by 2025-03-31 with no final paid by then: G2 700,000 − 300,000 = 400,000;
      // G3 600,000 − 0 (its interims were paid in April) = 600,000; G9 max(0, 50,000 − 80,000) = 0.
      // 400,000 + 600,000 + 0 = 1,000,000 on 3 grants (G1's final was paid in January).
      committed: { pence: 1_000_000, cases: 3 },
      // 2,750,000 − 1,430,000 − 1,000,000
      remainingPence: 320_000,
      paidByMonth: monthsWith(2024, {
        '2024-05': [80_000, 1],
        '2024-09': [400_000, 1],
        '2025-01': [650_000, 1],
        '2025-02': [300_000, 1],
      }),
      // Approved in 2024: G9, G1, G2, G3.
      approvedByAdaptationType: [
        // G1 1,050,000 (two stairlift works, counted once) + G2 700,000
        { adaptationTypeId: types.stairlift, name: 'Stairlift', pence: 1_750_000, cases: 2 },
        // G2 700,000 + G3 600,000
        { adaptationTypeId: types.shower, name: 'Level-access shower', pence: 1_300_000, cases: 2 },
        // G9 50,000
        { adaptationTypeId: types.ramp, name: 'Ramp or level access', pence: 50_000, cases: 1 },
      ],
      // 50,000 + 1,050,000 + 700,000 + 600,000 = 2,400,000; / 4 = 600,000;
      // median of 50,000, 600,000, 700,000, 1,050,000 = (600,000 + 700,000) / 2 = 650,000
      approved: { cases: 4, pence: 2_400_000, averagePence: 600_000, medianPence: 650_000 },
      // G1's final: 2024-06-10 to 2025-01-20 = 20 + 31 + 31 + 30 + 31 + 30 + 31 + 20 = 224 days
      approvalToFinalPayment: { cases: 1, averageDays: 224, medianDays: 224 },
    });
  });

  it('counts 2025 as at its last day, with no allocation and nothing remaining to say', async () => {
    expect(await spendOf(2025)).toEqual({
      year: 2025,
      label: '2025/26',
      from: '2025-04-01',
      to: '2026-03-31',
      asAt: '2026-03-31',
      allocationPence: null,
      // G3 100,000 + 50,000 + G2 400,000 + G7 300,001 + G8 100,000 + G4 200,000 = 1,150,001 on 5 cases
      paid: { pence: 1_150_001, cases: 5 },
      // Approved by 2026-03-31 with no final paid by then: G3 600,000 − 150,000 = 450,000;
      // G4 900,000 − 200,000 = 700,000 (its final is paid in April); G5 460,000; G8 250,001 − 100,000
      // = 150,001; G9 0. 450,000 + 700,000 + 460,000 + 150,001 + 0 = 1,760,001 on 5 grants.
      committed: { pence: 1_760_001, cases: 5 },
      remainingPence: null,
      paidByMonth: monthsWith(2025, {
        // G3's two interims: one case
        '2025-04': [150_000, 1],
        '2025-05': [400_000, 1],
        // G7 300,001 + G8 100,000: two cases
        '2025-12': [400_001, 2],
        '2026-03': [200_000, 1],
      }),
      // Approved in 2025: G5, G7, G8, G4.
      approvedByAdaptationType: [
        { adaptationTypeId: types.stairlift, name: 'Stairlift', pence: 300_001, cases: 1 },
        // G5 460,000 + G8 250,001
        { adaptationTypeId: types.shower, name: 'Level-access shower', pence: 710_001, cases: 2 },
        // G5 460,000 + G4 900,000
        { adaptationTypeId: types.ramp, name: 'Ramp or level access', pence: 1_360_000, cases: 2 },
      ],
      // 460,000 + 300,001 + 250,001 + 900,000 = 1,910,002; / 4 = 477,500.5, rounded up to 477,501;
      // median of 250,001, 300,001, 460,000, 900,000 = (300,001 + 460,000) / 2 = 380,000.5 → 380,001
      approved: { cases: 4, pence: 1_910_002, averagePence: 477_501, medianPence: 380_001 },
      // G2: 2024-11-05 to 2025-05-15 = 25 + 31 + 31 + 28 + 31 + 30 + 15 = 191 days;
      // G7: 2025-08-15 to 2025-12-01 = 16 + 30 + 31 + 30 + 1 = 108 days. (191 + 108) / 2 = 149.5
      approvalToFinalPayment: { cases: 2, averageDays: 149.5, medianDays: 149.5 },
    });
  });
});

describe('a grant approved in March and paid in April', () => {
  it('is committed at the end of the year it was approved in, and paid (no longer committed) in the next', async () => {
    const [approvedIn, paidIn] = [await spendOf(2025), await spendOf(2026)];
    // G4: committed 700,000 of 2025's 1,760,001; its March interim paid in 2025.
    expect(approvedIn.committed.pence).toBe(1_760_001);
    expect(approvedIn.paidByMonth.at(-1)).toEqual({ month: '2026-03', pence: 200_000, cases: 1 });
    // 2026: its final 700,000 paid in April, the only payment of the year.
    expect(paidIn.paid).toEqual({ pence: 700_000, cases: 1 });
    expect(paidIn.paidByMonth[0]).toEqual({ month: '2026-04', pence: 700_000, cases: 1 });
    // Still committed as at today: G3 450,000 + G5 460,000 + G8 150,001 + G9 0 = 1,060,001 on 4; G4 no longer.
    expect(paidIn.committed).toEqual({ pence: 1_060_001, cases: 4 });
    // 2026-03-20 to 2026-04-10 = 11 + 10 = 21 days
    expect(paidIn.approvalToFinalPayment).toEqual({ cases: 1, averageDays: 21, medianDays: 21 });
    expect(paidIn.approved).toEqual({ cases: 0, pence: 0, averagePence: null, medianPence: null });
    expect(paidIn.approvedByAdaptationType).toEqual([]);
  });
});

describe('the year under way', () => {
  it('is as at today in London, and a year ahead as at today too', async () => {
    const today = londonDay(new Date());
    const current = financialYearOf(today);
    expect((await spendOf(current)).asAt).toBe(today);
    expect((await spendOf(current + 1)).asAt).toBe(today);
  });

  it('takes today as the London day, and the year’s last day once the year is over', () => {
    // 23:30 UTC on 15 June is already 16 June in London (summer time).
    expect(spendAsAt(2026, new Date('2026-06-15T23:30:00Z'))).toBe('2026-06-16');
    // 22:30 UTC on 31 March 2027 is 23:30 in London: the year's last day, still under way.
    expect(spendAsAt(2026, new Date('2027-03-31T22:30:00Z'))).toBe('2027-03-31');
    // An hour later it is 1 April in London: the year is over, and stays as at its last day.
    expect(spendAsAt(2026, new Date('2027-03-31T23:30:00Z'))).toBe('2027-03-31');
    expect(spendAsAt(2026, new Date('2031-01-01T12:00:00Z'))).toBe('2027-03-31');
  });
});

describe('the Spend view kept between calls', () => {
  it('answers a change made on this server at once, without waiting for its announcement', async () => {
    const year = financialYearOf(londonDay(new Date())) + 1;
    expect((await spendOf(year)).allocationPence).toBeNull();
    const saved = await post(`/spend/allocation/${year}`, people.admin, {
      version: 0,
      allocationPence: 123_456,
    });
    expect(saved.statusCode).toBe(200);
    expect((await spendOf(year)).allocationPence).toBe(123_456);
  });
});

describe('the Spend figures in Excel', () => {
  it('gives the year’s figures, paid by month and by adaptation type, money in pounds as numbers', async () => {
    const response = await get('/spend/2025/excel', people.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(SPEND_EXPORT_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="spend-2025-26.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rowsOf = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));

    const year = rowsOf('Year');
    expect(year).toContainEqual(['Financial year', '2025/26']);
    expect(year).toContainEqual(['Paid', 11_500.01, 5]);
    expect(year).toContainEqual(['Committed', 17_600.01, 5]);
    expect(year).toContainEqual(['Median grant', 3_800.01]);
    expect(year).toContainEqual(['Approval to final payment, average days', 149.5, 2]);
    const months = rowsOf('Paid by month');
    expect(months).toHaveLength(13);
    expect(months[9]).toEqual([new Date('2025-12-01T00:00:00Z'), 4_000.01, 2]);
    expect(rowsOf('By adaptation type').slice(1)).toEqual([
      ['Stairlift', 1, 3_000.01],
      ['Level-access shower', 2, 7_100.01],
      ['Ramp or level access', 2, 13_600],
    ]);
  });

  it('is for the authority’s ADMINs, as the Spend view is', async () => {
    expect((await get('/spend/2025/excel', people.officer)).statusCode).toBe(403);
  });
});

describe('who sees the Spend view', () => {
  it('refuses everyone but the authority’s ADMINs, and answers another authority its own figures only', async () => {
    const applicant = await signedInApplicant(context, people.officer);
    for (const who of [people.officer, people.reader, people.platformAdmin, applicant]) {
      expect((await get('/spend/2025', who)).statusCode).toBe(403);
    }
    // Their grant of 999,999 approved and finally paid in 2025.
    const theirs = await spendOf(2025, people.outsider);
    expect(theirs.paid).toEqual({ pence: 999_999, cases: 1 });
    expect(theirs.committed).toEqual({ pence: 0, cases: 0 });
    expect(theirs.approved).toEqual({
      cases: 1,
      pence: 999_999,
      averagePence: 999_999,
      medianPence: 999_999,
    });
  });

  it('refuses a year outside 2000 to 2100', async () => {
    expect((await get('/spend/2101', people.admin)).statusCode).toBe(400);
  });
});

describe('each figure, clicked through to the case list', () => {
  async function listed(query: Record<string, string | number>): Promise<number> {
    const asText = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const response = await get('/case/list/', people.admin, asText);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { totalRecords: number } }>().data.totalRecords;
  }

  it('lists the very cases the figure counts, in each year, month and adaptation type', async () => {
    for (const year of [2024, 2025, 2026]) {
      const spend = await spendOf(year);
      const SpendYear = year;
      expect(await listed({ SpendFigure: 'Paid', SpendYear })).toBe(spend.paid.cases);
      expect(await listed({ SpendFigure: 'Committed', SpendYear })).toBe(spend.committed.cases);
      expect(await listed({ SpendFigure: 'Approved', SpendYear })).toBe(spend.approved.cases);
      expect(await listed({ SpendFigure: 'FinalPaid', SpendYear })).toBe(spend.approvalToFinalPayment.cases);
      for (const { month, cases } of spend.paidByMonth.filter((row) => row.cases > 0))
        expect(await listed({ SpendFigure: 'Paid', SpendYear, SpendMonth: month })).toBe(cases);
      for (const { adaptationTypeId, cases } of spend.approvedByAdaptationType)
        expect(await listed({ SpendFigure: 'Approved', SpendYear, AdaptationTypeId: adaptationTypeId })).toBe(
          cases,
        );
    }
    // Hand-counted, so that the list and the view cannot agree by both being wrong: 2025/26 paid
    // on G2, G3, G4, G7 and G8; committed as at its end G3, G4, G5, G8 and G9; December's on G7 and G8.
    expect(await listed({ SpendFigure: 'Paid', SpendYear: 2025 })).toBe(5);
    expect(await listed({ SpendFigure: 'Committed', SpendYear: 2025 })).toBe(5);
    expect(await listed({ SpendFigure: 'Paid', SpendYear: 2025, SpendMonth: '2025-12' })).toBe(2);
  });

  it('takes the year under way when none is named, and refuses a figure it does not know', async () => {
    const current = await spendOf(financialYearOf(londonDay(new Date())));
    expect(await listed({ SpendFigure: 'Committed' })).toBe(current.committed.cases);
    const refused = await get('/case/list/', people.admin, { SpendFigure: 'Spent' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose one of: Paid, Committed, Approved, FinalPaid');
  });
});
