import { STATUS_ID } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseClocks, cases, clockDefinitions } from '../../db/schema';
import { addCalendarMonths, addDays } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { apiCalls, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { approveThroughGrant } from '../../test/grants';
import { useCaseWorkers } from '../../test/case-workers';
import { backdateCaseHistory, workingDaysAgo } from '../../test/case-history';
import { refreshCaseClocks } from '../case-clocks';

// The case list by clocks (docs/clocks.md): filtered to clocks due soon, missed or met (in a month),
// sorted by each case's next due date, each row showing its next clock. The clocks are made by
// real moves whose history is then put in the past, and stored again as a change would.

const context = useTestApp({ CASE_LIST_CACHE_SECONDS: '0' });
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const england = workingDayCalendar('ENGLAND_AND_WALES');
const S = STATUS_ID;

type Row = {
  id: number;
  nextClock: { definitionId: number; name: string; dueDate: string; state: string; rag: string } | null;
};

const today = () => londonDay(new Date());

/** A case of the officer's moved through `statuses`, each move then put on its day, and its clocks stored again. */
async function caseThrough(statuses: number[], days: string[]): Promise<number> {
  const added = await post('/case/add', people.admin, {
    clientFirstName: 'Jill',
    clientLastName: 'Archer',
    addressLine1: 'Brookfield Farm',
    postCode: 'B33 8TH',
    assignedOfficerId: people.officer.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  const caseId = added.json<{ data: { id: number } }>().data.id;
  for (const statusId of statuses) {
    if (statusId === S.APPROVED) {
      await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
      continue;
    }
    const moved = await post(`/case/${caseId}/${statusId}`, people.admin);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  await backdateCaseHistory(context.db, caseId, days);
  await context.db.transaction((tx) => refreshCaseClocks(tx, { authorityId: people.authorityId, caseId }));
  return caseId;
}

async function list(who: SignedInUser, query: Record<string, string>) {
  const response = await get('/case/list/', who, { PageSize: '100', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: Row[]; totalRecords: number } }>().data;
}

const idsOf = async (query: Record<string, string>, who = people.admin) =>
  (await list(who, query)).data.map((row) => row.id).sort((a, b) => a - b);

let clockId: Record<string, string>;
let missed: number;
let dueSoon: number;
let metNow: number;
let metLastMonth: number;
const submittedAgo = addCalendarMonths(today(), -7);
const lastMonth = addCalendarMonths(today(), -1);

beforeAll(async () => {
  const definitions = await context.db
    .select({ id: clockDefinitions.id, name: clockDefinitions.name })
    .from(clockDefinitions)
    .where(eq(clockDefinitions.authorityId, people.authorityId));
  clockId = Object.fromEntries(definitions.map(({ name, id }) => [name, String(id)]));
  // Submitted seven months ago, still undecided: the six-month Decision clock has run out.
  missed = await caseThrough([S.APPLICATION_SUBMITTED], [addCalendarMonths(today(), -8), submittedAgo]);
  // Opened 145 working days ago: five working days left on the 150-day End to end clock.
  dueSoon = await caseThrough([], [workingDaysAgo(145)]);
  // Decided today, and last month, within six months.
  metNow = await caseThrough([S.APPLICATION_SUBMITTED, S.APPROVED], []);
  metLastMonth = await caseThrough(
    [S.APPLICATION_SUBMITTED, S.APPROVED],
    [addCalendarMonths(lastMonth, -2), addCalendarMonths(lastMonth, -2), lastMonth],
  );
});

describe('the case list by clocks', () => {
  it('lists the cases with a clock missed: run past its due date, or stopped after it', async () => {
    expect(await idsOf({ ClockState: 'Missed' })).toEqual([missed]);
    expect(await idsOf({ ClockState: 'Missed', ClockId: clockId.Decision ?? '' })).toEqual([missed]);
    expect(await idsOf({ ClockState: 'Missed', ClockId: clockId.Completion ?? '' })).toEqual([]);
    // With another filter, the list is counted on the cases themselves: the same answer.
    const withStatus = await list(people.admin, {
      ClockState: 'Missed',
      ApplicationStatusMasterIds: String(S.APPLICATION_SUBMITTED),
    });
    expect(withStatus.data.map((row) => row.id)).toEqual([missed]);
    expect(withStatus.totalRecords).toBe(1);
    expect((await list(people.admin, { ClockState: 'Missed' })).totalRecords).toBe(1);
  });

  it('lists the cases with a clock due within ten working days, by that clock when one is chosen', async () => {
    expect(await idsOf({ ClockState: 'DueSoon' })).toEqual([dueSoon]);
    expect(await idsOf({ ClockState: 'DueSoon', ClockId: clockId['End to end'] ?? '' })).toEqual([dueSoon]);
    expect(await idsOf({ ClockState: 'DueSoon', ClockId: clockId.Decision ?? '' })).toEqual([]);
  });

  it('lists the clocks met, and those that stopped in a month, as the dashboard counts them', async () => {
    const decision = clockId.Decision ?? '';
    expect(await idsOf({ ClockState: 'Met', ClockId: decision })).toEqual([metNow, metLastMonth]);
    expect(await idsOf({ ClockState: 'Met', ClockId: decision, ClockMonth: today().slice(0, 7) })).toEqual([
      metNow,
    ]);
    expect(await idsOf({ ClockState: 'Met', ClockId: decision, ClockMonth: lastMonth.slice(0, 7) })).toEqual([
      metLastMonth,
    ]);
    // Any clock met: read from the cases' clock marks (migration 0027).
    expect(await idsOf({ ClockState: 'Met' })).toEqual([metNow, metLastMonth]);
    // A clock alone lists the cases it has started on.
    expect(await idsOf({ ClockId: decision })).toEqual([missed, metNow, metLastMonth]);
  });

  it('shows each case its clock due soonest, missed and red once past its due date', async () => {
    const rows = (await list(people.admin, { ClockState: 'Missed' })).data;
    expect(rows[0]?.nextClock).toEqual({
      definitionId: Number(clockId.Decision),
      name: 'Decision',
      dueDate: addCalendarMonths(submittedAgo, 6),
      state: 'missed',
      rag: 'red',
    });
    const [soon] = (await list(people.admin, { ClockState: 'DueSoon' })).data;
    const onCasePage = await get(`/case/${dueSoon}/clocks`, people.admin);
    const endToEnd = onCasePage
      .json<{ data: { clocks: { name: string; dueDate: string; rag: string }[] } }>()
      .data.clocks.find((clock) => clock.name === 'End to end');
    expect(soon?.nextClock).toMatchObject({
      name: 'End to end',
      dueDate: endToEnd?.dueDate,
      rag: endToEnd?.rag,
    });
    expect(endToEnd?.rag).toBe('amber');
  });

  it('sorts by the next due date, the overdue first, cases with no clock running last both ways', async () => {
    // Every clock of one case stopped: nothing running, so no next due date.
    const done = await caseThrough(
      [S.APPLICATION_SUBMITTED, S.APPROVED, S.WORKS_ORDERED, S.WORKS_COMPLETED],
      [],
    );
    for (const dir of ['asc', 'desc'] as const) {
      const rows = (await list(people.admin, { SortCol: 'NextDue', SortDir: dir })).data;
      const dated = rows.filter((row) => row.nextClock !== null).map((row) => row.nextClock?.dueDate ?? '');
      const sorted = [...dated].sort();
      expect(dated).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      expect(rows.slice(dated.length).map((row) => row.nextClock)).toEqual(
        rows.slice(dated.length).map(() => null),
      );
      expect(rows.map((row) => row.id)).toContain(done);
    }
    const ascending = (await list(people.admin, { SortCol: 'NextDue', SortDir: 'asc' })).data;
    expect(ascending[0]?.id).toBe(missed);
    expect(ascending.at(-1)?.nextClock).toBeNull();
  });

  it('keeps the next due date on the case with every move, in the same transaction', async () => {
    const caseId = await caseThrough([], []);
    const nextDue = async () =>
      (
        await context.db
          .select({ due: cases.nextClockDue })
          .from(cases)
          .where(and(eq(cases.authorityId, people.authorityId), eq(cases.id, caseId)))
      )[0]?.due;
    expect(await nextDue()).toBe(england.addWorkingDays(today(), 150));
    await post(`/case/${caseId}/${S.APPLICATION_SUBMITTED}`, people.admin);
    // The Decision clock, six months, is now due before the 150 working days.
    expect(await nextDue()).toBe(addCalendarMonths(today(), 6));
    await post(`/case/${caseId}/${S.WITHDRAWN}`, people.admin);
    expect(await nextDue()).toBeNull();
  });

  it('scopes the clock filters like the rest of the list: an officer sees their own cases only', async () => {
    expect(await idsOf({ ClockState: 'Missed' }, people.officer)).toEqual([missed]);
    expect(await idsOf({ ClockState: 'Missed' }, people.colleague)).toEqual([]);
    expect(await idsOf({ ClockState: 'Missed' }, people.outsider)).toEqual([]);
  });

  it('filters the dashboard and the export the same way', async () => {
    const chart = await get('/case/chartList/', people.admin, { ClockState: 'DueSoon', ClockId: 'NULL' });
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json<{ data: { totalCases: number } }>().data.totalCases).toBe(1);
  });

  it('refuses clock filters it cannot read, with a clear message', async () => {
    for (const [query, message] of [
      [{ ClockState: 'Late' }, 'Choose one of: DueSoon, Overdue, Missed, Met'],
      [{ ClockMonth: '2026-13' }, 'Give months as YYYY-MM'],
      [{ ClockId: 'Decision' }, 'Give the id as a whole number, or nothing'],
      [{ SortCol: 'DueDate' }, 'Sort by one of:'],
    ] as const) {
      const response = await get('/case/list/', people.admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('counts live cases only: a soft-deleted case’s clocks go, and are worked out again if it is restored', async () => {
    const late = await caseThrough([S.APPLICATION_SUBMITTED], [addCalendarMonths(today(), -9), submittedAgo]);
    const missedTotal = async () => (await list(people.admin, { ClockState: 'Missed' })).totalRecords;
    expect(await missedTotal()).toBe(2);
    await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, late));
    expect(await missedTotal()).toBe(1);
    expect(await context.db.$count(caseClocks, eq(caseClocks.caseId, late))).toBe(0);

    await context.db.update(cases).set({ deletedAt: null }).where(eq(cases.id, late));
    // The job also runs every quarter of an hour, catching up whatever was marked stale.
    await context.app.jobs.send(context.db, 'clocks.recompute', {});
    expect(await context.app.jobs.runDue('clocks.recompute')).toMatchObject({ completed: 1, failed: 0 });
    expect(await missedTotal()).toBe(2);
    expect(await idsOf({ ClockState: 'Missed' })).toEqual([missed, late]);
  });

  it('counts a clock run past its due date since it was stored as missed and overdue at once, and once the daily job has stored it', async () => {
    const missedBefore = await idsOf({ ClockState: 'Missed' });
    const overdueBefore = await idsOf({ ClockState: 'Overdue' });
    const dueSoonBefore = await idsOf({ ClockState: 'DueSoon' });
    // Submitted six months before a due date three days ago, its clocks last stored the day before
    // it; opened 145 working days ago, so its End to end clock is due soon.
    const dueDay = addDays(today(), -3);
    const submitted = addCalendarMonths(dueDay, -6);
    const lapsed = await caseThrough([S.APPLICATION_SUBMITTED], [workingDaysAgo(145), submitted]);
    const storedAt = londonStartOf(addDays(dueDay, -1));
    await context.db.transaction((tx) =>
      refreshCaseClocks(tx, { authorityId: people.authorityId, caseId: lapsed, now: storedAt }),
    );
    await context.db.update(caseClocks).set({ computedAt: storedAt }).where(eq(caseClocks.caseId, lapsed));
    const marks = async () =>
      (await context.db.select({ marks: cases.clockMarks }).from(cases).where(eq(cases.id, lapsed)))[0]
        ?.marks;
    expect(await marks()).toBe(0);

    const expectListed = async () => {
      for (const [state, before] of [
        ['Missed', missedBefore],
        ['Overdue', overdueBefore],
        // Its soonest running clock (the Decision) is past due until the job stores it as missed.
        ['DueSoon', dueSoonBefore],
      ] as const) {
        const expected = [...before, lapsed].sort((a, b) => a - b);
        const all = await list(people.admin, { ClockState: state });
        expect(all.data.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected);
        expect(all.totalRecords).toBe(expected.length);
        // Counted per officer for the Officer sort, and with a status, the same way.
        const byOfficer = await list(people.admin, { ClockState: state, SortCol: 'Officer' });
        expect(byOfficer.totalRecords).toBe(expected.length);
        expect(byOfficer.data.map((row) => row.id)).toContain(lapsed);
        const submittedOnes = await list(people.admin, {
          ClockState: state,
          ApplicationStatusMasterIds: String(S.APPLICATION_SUBMITTED),
        });
        expect(submittedOnes.data.map((row) => row.id)).toContain(lapsed);
        expect(submittedOnes.totalRecords).toBe(submittedOnes.data.length);
      }
      // By next due date, its overdue clock puts it first, though that part of the sort lies
      // before today; last the other way.
      for (const SortDir of ['asc', 'desc'] as const) {
        const byNextDue = (await list(people.admin, { ClockState: 'DueSoon', SortCol: 'NextDue', SortDir }))
          .data;
        const ids = byNextDue.map((row) => row.id);
        expect([...ids].sort((a, b) => a - b)).toEqual([...dueSoonBefore, lapsed].sort((a, b) => a - b));
        expect(SortDir === 'asc' ? ids[0] : ids.at(-1)).toBe(lapsed);
      }
    };
    await expectListed();

    await context.app.jobs.send(context.db, 'clocks.daily', {});
    expect(await context.app.jobs.runDue('clocks.daily')).toMatchObject({ completed: 1, failed: 0 });
    // Stored missed and not stopped: marked missed and overdue, and still counted once.
    expect(await marks()).toBe(3);
    await expectListed();
  });
});
