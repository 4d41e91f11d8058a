import { STATUS_ID, type ClockPerformance, type ClockPerformanceList, type Page } from '@casekeeper/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases, clockDefinitions } from '../../db/schema';
import { addCalendarMonths } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { refreshCaseClocks } from '../case-clocks';
import { insertPastCase, type PastCase } from './insight-fixtures';

const context = useTestApp();
const { get } = apiCalls(context);
const { ENQUIRY, APPLICATION_SUBMITTED, APPROVED, WORKS_COMPLETED, ON_HOLD, WITHDRAWN } = STATUS_ID;
const RANGE = { MonthFrom: '2026-01', MonthTo: '2026-07' };
/**
 * Working days from Thursday 1 January 2026 to Wednesday 1 July 2026 in England: 129 weekdays
 * after the 1st, less Good Friday, Easter Monday and the two May bank holidays.
 */
const JAN_TO_JULY = 125;

let admin: SignedInUser;
let officerA: SignedInUser;
let officerB: SignedInUser;
let platformAdmin: SignedInUser;
let authorityId: number;
let clocks: { id: number; name: string }[];
let acme: number;
let bodge: number;
let crane: number;

/** A day `days` calendar days from today (London), at 10:00 UTC. */
const fromToday = (days: number, months = 0) => {
  const day = addCalendarMonths(londonDay(new Date()), months);
  return new Date(Date.parse(`${day}T10:00:00Z`) + days * 86_400_000).toISOString();
};

/** A case with a past and its clocks stored as worked out at `now` (the list and the dashboard read them). */
async function pastCase(fixture: Omit<PastCase, 'createdById'>, now?: Date): Promise<number> {
  const caseId = await insertPastCase(context.db, { createdById: admin.id, ...fixture });
  await context.db.transaction((tx) =>
    refreshCaseClocks(tx, { authorityId: fixture.authorityId, caseId, ...(now ? { now } : {}) }),
  );
  return caseId;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'CLK' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  officerA = await signedInUser(context, { authorityId, firstName: 'Alf', lastName: 'Archer' });
  officerB = await signedInUser(context, { authorityId, firstName: 'Bea', lastName: 'Brown' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  acme = await createTestContractor(context.db, authorityId, { companyName: 'Acme Adaptations' });
  bodge = await createTestContractor(context.db, authorityId, { companyName: 'Bodge & Sons' });
  crane = await createTestContractor(context.db, authorityId, { companyName: 'Crane Ltd' });
  clocks = await context.db
    .select({ id: clockDefinitions.id, name: clockDefinitions.name })
    .from(clockDefinitions)
    .where(eq(clockDefinitions.authorityId, authorityId))
    .orderBy(asc(clockDefinitions.id));

  // Decision clocks (six calendar months) stopped in the range, hand-counted below.
  // Met in March after 10 and 15 working days.
  await pastCase({
    authorityId,
    officerId: officerA.id,
    contractorId: acme,
    history: [
      [APPLICATION_SUBMITTED, '2026-03-02T10:00:00Z'],
      [APPROVED, '2026-03-16T10:00:00Z'],
    ],
  });
  await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [
      [APPLICATION_SUBMITTED, '2026-03-02T10:00:00Z'],
      [APPROVED, '2026-03-23T10:00:00Z'],
    ],
  });
  // Due 1 July. Approved at 23:30 UTC on 30 June, 00:30 on 1 July in London: met, in July.
  await pastCase({
    authorityId,
    officerId: officerB.id,
    contractorId: bodge,
    history: [
      [APPLICATION_SUBMITTED, '2026-01-01T10:00:00Z'],
      [APPROVED, '2026-06-30T23:30:00Z'],
    ],
  });
  // Due 1 July, approved on 2 July: missed by a day, unassigned.
  await pastCase({
    authorityId,
    contractorId: acme,
    history: [
      [APPLICATION_SUBMITTED, '2026-01-01T10:00:00Z'],
      [APPROVED, '2026-07-02T10:00:00Z'],
    ],
  });
  // From Enquiry to Works completed at once: every clock stopped, the Decision met with 0 days;
  // the End to end clock ran 15 working days, 5 of them on hold (which pauses it): 10.
  await pastCase({
    authorityId,
    officerId: officerB.id,
    contractorId: crane,
    history: [
      [ENQUIRY, '2026-03-02T10:00:00Z'],
      [ON_HOLD, '2026-03-09T10:00:00Z'],
      [ENQUIRY, '2026-03-16T10:00:00Z'],
      [WORKS_COMPLETED, '2026-03-23T10:00:00Z'],
    ],
  });
  // Not counted: missed in August (after the range), withdrawn, a deleted case, another authority's.
  await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [
      [APPLICATION_SUBMITTED, '2026-01-05T10:00:00Z'],
      [APPROVED, '2026-08-10T10:00:00Z'],
    ],
  });
  await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [
      [APPLICATION_SUBMITTED, '2026-02-02T10:00:00Z'],
      [WITHDRAWN, '2026-03-03T10:00:00Z'],
    ],
  });
  const deleted = await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [
      [APPLICATION_SUBMITTED, '2026-03-02T10:00:00Z'],
      [APPROVED, '2026-03-04T10:00:00Z'],
    ],
  });
  await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, deleted));
  const elsewhere = await createTestAuthority(context.db);
  const stranger = await createTestUser(context.db, { authorityId: elsewhere });
  await insertPastCase(context.db, {
    authorityId: elsewhere,
    createdById: stranger.id,
    officerId: stranger.id,
    history: [
      [APPLICATION_SUBMITTED, '2026-03-02T10:00:00Z'],
      [APPROVED, '2026-03-04T10:00:00Z'],
    ],
  });

  // Decision clocks still running, as of today: overdue (stored as missed); overdue though
  // stored as running (worked out three months ago, before the clocks.daily job passed); due in
  // a few days; due in five months.
  await pastCase({
    authorityId,
    officerId: officerB.id,
    history: [[APPLICATION_SUBMITTED, fromToday(0, -7)]],
  });
  await pastCase(
    { authorityId, officerId: officerA.id, history: [[APPLICATION_SUBMITTED, fromToday(0, -7)]] },
    new Date(fromToday(0, -3)),
  );
  await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [[APPLICATION_SUBMITTED, fromToday(3, -6)]],
  });
  await pastCase({
    authorityId,
    officerId: officerA.id,
    history: [[APPLICATION_SUBMITTED, fromToday(0, -1)]],
  });
});

async function performance(
  who: SignedInUser,
  query: Record<string, string> = {},
): Promise<ClockPerformanceList> {
  const response = await get('/case/clockPerformance/', who, { ...RANGE, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ClockPerformanceList }>().data;
}

function clockNamed(list: ClockPerformanceList, name: string): ClockPerformance {
  const clock = list.clocks.find((candidate) => candidate.name === name);
  if (!clock) throw new Error(`no clock ${name}`);
  return clock;
}

async function listTotal(who: SignedInUser, query: Record<string, string>): Promise<number> {
  const response = await get('/case/list/', who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page<unknown> }>().data.totalRecords;
}

describe('GET /api/case/clockPerformance/ for an authority ADMIN', () => {
  it('lists every clock of the authority in id order, each month of the range, empty ones as 0', async () => {
    const list = await performance(admin);
    expect(list.months).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
    expect(list.clocks.map(({ definitionId, name }) => ({ id: definitionId, name }))).toEqual(clocks);
    const completion = clockNamed(
      await performance(admin, { MonthFrom: '2025-01', MonthTo: '2025-02' }),
      'Completion',
    );
    expect(completion).toMatchObject({ met: 0, missed: 0, days: { median: null, p90: null }, byOfficer: [] });
    expect(completion.months).toEqual([
      { month: '2025-01', met: 0, missed: 0 },
      { month: '2025-02', met: 0, missed: 0 },
    ]);
  });

  it('counts clocks met and missed by the London month they stopped in, met on the due date and missed a day later', async () => {
    const decision = clockNamed(await performance(admin), 'Decision');
    expect(decision.months).toEqual([
      { month: '2026-01', met: 0, missed: 0 },
      { month: '2026-02', met: 0, missed: 0 },
      { month: '2026-03', met: 3, missed: 0 },
      { month: '2026-04', met: 0, missed: 0 },
      { month: '2026-05', met: 0, missed: 0 },
      { month: '2026-06', met: 0, missed: 0 },
      { month: '2026-07', met: 1, missed: 1 },
    ]);
    expect(decision).toMatchObject({ met: 4, missed: 1 });
  });

  it('gives the median and 90th percentile of working days less pauses', async () => {
    const list = await performance(admin);
    // 0, 10, 15, 125 and 126 working days.
    expect(clockNamed(list, 'Decision').days).toEqual({ median: 15, p90: JAN_TO_JULY + 0.6 });
    const endToEnd = clockNamed(await performance(admin, { ContractorId: String(crane) }), 'End to end');
    expect(endToEnd).toMatchObject({ met: 1, missed: 0, days: { median: 10, p90: 10 } });
  });

  it('breaks each clock down by officer and by contractor, most stopped first, none last', async () => {
    const decision = clockNamed(await performance(admin), 'Decision');
    expect(decision.byOfficer).toEqual([
      {
        officerId: officerA.id,
        officerName: 'Alf Archer',
        met: 2,
        missed: 0,
        days: { median: 12.5, p90: 14.5 },
      },
      {
        officerId: officerB.id,
        officerName: 'Bea Brown',
        met: 2,
        missed: 0,
        days: { median: JAN_TO_JULY / 2, p90: JAN_TO_JULY * 0.9 },
      },
      { officerId: null, officerName: null, met: 0, missed: 1, days: { median: 126, p90: 126 } },
    ]);
    expect(decision.byContractor).toEqual([
      {
        contractorId: acme,
        contractorName: 'Acme Adaptations',
        met: 1,
        missed: 1,
        days: { median: 68, p90: 114.4 },
      },
      {
        contractorId: bodge,
        contractorName: 'Bodge & Sons',
        met: 1,
        missed: 0,
        days: { median: 125, p90: 125 },
      },
      { contractorId: crane, contractorName: 'Crane Ltd', met: 1, missed: 0, days: { median: 0, p90: 0 } },
      { contractorId: null, contractorName: null, met: 1, missed: 0, days: { median: 15, p90: 15 } },
    ]);
  });

  it('counts the clocks overdue now, stored as missed or still as running, and those due within 10 working days', async () => {
    const decision = clockNamed(await performance(admin), 'Decision');
    expect(decision).toMatchObject({ overdue: 2, dueSoon: 1 });
  });

  it('opens every figure as the case list of exactly the cases it counts', async () => {
    const list = await performance(admin);
    for (const clock of list.clocks) {
      const ClockId = String(clock.definitionId);
      const total = (query: Record<string, string>) => listTotal(admin, { ClockId, ...query });
      for (const { month, met, missed } of clock.months) {
        expect(await total({ ClockState: 'Met', ClockMonth: month }), `${clock.name} met ${month}`).toBe(met);
        expect(
          await total({ ClockState: 'Missed', ClockMonth: month }),
          `${clock.name} missed ${month}`,
        ).toBe(missed);
      }
      const range = { ClockMonth: RANGE.MonthFrom, ClockMonthTo: RANGE.MonthTo };
      expect(await total({ ClockState: 'Met', ...range }), `${clock.name} met`).toBe(clock.met);
      expect(await total({ ClockState: 'Missed', ...range }), `${clock.name} missed`).toBe(clock.missed);
      expect(await total({ ClockState: 'Overdue' }), `${clock.name} overdue`).toBe(clock.overdue);
      expect(await total({ ClockState: 'DueSoon' }), `${clock.name} due soon`).toBe(clock.dueSoon);
      for (const officer of clock.byOfficer) {
        const OfficerId = String(officer.officerId ?? 'none');
        expect(await total({ ClockState: 'Met', OfficerId, ...range }), `${clock.name} ${OfficerId}`).toBe(
          officer.met,
        );
      }
      for (const contractor of clock.byContractor) {
        const ContractorId = String(contractor.contractorId ?? 'none');
        expect(
          await total({ ClockState: 'Missed', ContractorId, ...range }),
          `${clock.name} ${ContractorId}`,
        ).toBe(contractor.missed);
      }
    }
    // The figures were not all 0: the Decision clock's are hand-counted above.
    expect(clockNamed(list, 'Decision').overdue).toBeGreaterThan(0);
    // ClockMonthTo alone is its one month; a range ending before it starts holds nothing.
    const decision = { ClockId: String(clockNamed(list, 'Decision').definitionId), ClockState: 'Met' };
    expect(await listTotal(admin, { ...decision, ClockMonthTo: '2026-03' })).toBe(3);
    expect(await listTotal(admin, { ...decision, ClockMonth: '2026-07', ClockMonthTo: '2026-03' })).toBe(0);
  });
});

describe('the clock performance filter and scope', () => {
  it('shows an officer only the clocks of the cases assigned to them', async () => {
    const decision = clockNamed(await performance(officerA), 'Decision');
    expect(decision).toMatchObject({ met: 2, missed: 0, overdue: 1, dueSoon: 1 });
    expect(decision.byOfficer.map((row) => row.officerId)).toEqual([officerA.id]);
    const colleagues = clockNamed(
      await performance(officerA, { OfficerId: String(officerB.id) }),
      'Decision',
    );
    expect(colleagues).toMatchObject({ met: 0, missed: 0, overdue: 0, dueSoon: 0 });
  });

  it('counts over the cases the case-list filter lists', async () => {
    const acmes = clockNamed(await performance(admin, { ContractorId: String(acme) }), 'Decision');
    expect(acmes).toMatchObject({ met: 1, missed: 1, overdue: 0, dueSoon: 0 });
    const nulls = await performance(admin, { ContractorId: 'NULL', ClockId: 'NULL', ClockMonthTo: 'NULL' });
    expect(nulls).toEqual(await performance(admin));
  });

  it('refuses months that are not YYYY-MM, a range that ends before it starts, and a platform admin', async () => {
    for (const [from, to] of [
      ['2026-13', '2026-14'],
      ['2026-05', '2026-01'],
      ['2026-1', '2026-02'],
    ]) {
      const response = await get('/case/clockPerformance/', admin, {
        MonthFrom: from ?? '',
        MonthTo: to ?? '',
      });
      expect(response.statusCode, `${from}–${to}`).toBe(400);
    }
    expect((await get('/case/clockPerformance/', platformAdmin)).statusCode).toBe(403);
  });
});
