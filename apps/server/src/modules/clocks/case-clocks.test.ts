import { STATUS_ID } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseClocks, clockDefinitions } from '../../db/schema';
import { addCalendarMonths } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { approveThroughGrant } from '../../test/grants';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { backdateCaseHistory, workingDaysAgo } from '../../test/case-history';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const england = workingDayCalendar('ENGLAND_AND_WALES');
const S = STATUS_ID;

type Clock = {
  name: string;
  state: string;
  rag: string;
  limit: number;
  dueDate: string | null;
  elapsed: number;
  paused: number;
  pauses: { from: string; to: string | null }[];
};

const today = () => londonDay(new Date());

const openCase = (priority = 'Normal') => openOfficersCase(context, people, { priority });

/** Moves the case on; to Approved through the grant, the officer preparing it and the admin approving. */
async function move(caseId: number, statusId: number) {
  if (statusId === S.APPROVED) {
    await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
    return;
  }
  const moved = await post(`/case/${caseId}/${statusId}`, people.admin);
  expect(moved.statusCode, moved.body).toBe(200);
}

async function clocksOf(caseId: number): Promise<Record<string, Clock>> {
  const response = await get(`/case/${caseId}/clocks`, people.officer);
  expect(response.statusCode).toBe(200);
  const { clocks } = response.json<{ data: { clocks: Clock[] } }>().data;
  return Object.fromEntries(clocks.map((clock) => [clock.name, clock]));
}

/** The clocks case_clocks holds for the case, by name: what the list and the alarms read. */
async function storedOf(caseId: number) {
  const rows = await context.db
    .select({ name: clockDefinitions.name, state: caseClocks.state, dueDate: caseClocks.dueDate })
    .from(caseClocks)
    .innerJoin(clockDefinitions, eq(clockDefinitions.id, caseClocks.definitionId))
    .where(eq(caseClocks.caseId, caseId));
  return Object.fromEntries(rows.map(({ name, ...row }) => [name, row]));
}

describe('a case’s clocks through its statuses', () => {
  it('recomputes every clock from the history on every transition, stored in the same transaction', async () => {
    const caseId = await openCase();
    let clocks = await clocksOf(caseId);
    expect(clocks.Decision?.state).toBe('not_started');
    expect(clocks['End to end']).toMatchObject({ state: 'running', rag: 'green', limit: 150 });
    expect(await storedOf(caseId)).toMatchObject({ Decision: { state: 'not_started' } });

    await move(caseId, S.APPLICATION_SUBMITTED);
    clocks = await clocksOf(caseId);
    expect(clocks.Decision).toMatchObject({ state: 'running', dueDate: addCalendarMonths(today(), 6) });
    expect(await storedOf(caseId)).toMatchObject({
      Decision: { state: 'running', dueDate: addCalendarMonths(today(), 6) },
    });

    await move(caseId, S.APPROVED);
    clocks = await clocksOf(caseId);
    expect(clocks.Decision?.state).toBe('met');
    expect(clocks.Completion).toMatchObject({ state: 'running', dueDate: addCalendarMonths(today(), 12) });
    expect(await storedOf(caseId)).toMatchObject({
      Decision: { state: 'met' },
      Completion: { state: 'running' },
    });

    await move(caseId, S.WORKS_ORDERED);
    await move(caseId, S.WORKS_COMPLETED);
    clocks = await clocksOf(caseId);
    expect([clocks.Decision?.state, clocks.Completion?.state, clocks['End to end']?.state]).toEqual([
      'met',
      'met',
      'met',
    ]);
    expect(await storedOf(caseId)).toMatchObject({ 'End to end': { state: 'met' } });
  });

  it('reads a move made in the past from the history, and stores it with the next change', async () => {
    const caseId = await openCase();
    await move(caseId, S.APPLICATION_SUBMITTED);
    // The application went in seven months ago and has no decision yet.
    const submitted = addCalendarMonths(today(), -7);
    await backdateCaseHistory(context.db, caseId, [addCalendarMonths(today(), -8), submitted]);
    expect((await clocksOf(caseId)).Decision).toMatchObject({
      state: 'missed',
      rag: 'red',
      dueDate: addCalendarMonths(submitted, 6),
    });
    await move(caseId, S.APPROVED);
    expect((await storedOf(caseId)).Decision).toEqual({
      state: 'missed',
      dueDate: addCalendarMonths(submitted, 6),
    });
  });

  it('starts clocks at a move that skips steps, and stops them at the approval made the same day', async () => {
    const caseId = await openCase();
    await move(caseId, S.APPLICATION_SUBMITTED);
    expect((await clocksOf(caseId)).Decision?.state).toBe('running');
    await move(caseId, S.APPROVED);
    const clocks = await clocksOf(caseId);
    expect(clocks.Decision).toMatchObject({ state: 'met', elapsed: 0 });
    expect(clocks.Completion?.state).toBe('running');
  });

  it('pauses the End to end clock On hold and resumes it, the paused working days added to its due date', async () => {
    const caseId = await openCase();
    await move(caseId, S.ON_HOLD);
    const opened = workingDaysAgo(20);
    const held = workingDaysAgo(10);
    await backdateCaseHistory(context.db, caseId, [opened, held]);
    let clocks = await clocksOf(caseId);
    expect(clocks['End to end']).toMatchObject({ state: 'paused', elapsed: 10, paused: 10 });
    expect(clocks['End to end']?.pauses).toEqual([{ from: `${held}T10:00:00.000Z`, to: null }]);
    // The statutory Decision clock is not paused by On hold (it has not started here anyway).
    expect(clocks.Decision?.state).toBe('not_started');

    await move(caseId, S.ENQUIRY);
    clocks = await clocksOf(caseId);
    const due = england.addWorkingDays(england.addWorkingDays(opened, 150), 10);
    expect(clocks['End to end']).toMatchObject({ state: 'running', paused: 10, elapsed: 10, dueDate: due });
    expect(clocks['End to end']?.pauses[0]?.to).not.toBeNull();
    expect((await storedOf(caseId))['End to end']).toEqual({ state: 'running', dueDate: due });
  });

  it('stops the clocks of a withdrawn case as neither met nor missed, and runs them again when reopened', async () => {
    const caseId = await openCase();
    await move(caseId, S.WITHDRAWN);
    expect((await clocksOf(caseId))['End to end']).toMatchObject({ state: 'stopped', rag: 'none' });
    expect((await storedOf(caseId))['End to end']?.state).toBe('stopped');
    await move(caseId, S.ENQUIRY);
    expect((await clocksOf(caseId))['End to end']?.state).toBe('running');
    expect((await storedOf(caseId))['End to end']?.state).toBe('running');
  });

  it('gives an Urgent case the 55-day End to end limit when its priority changes', async () => {
    const caseId = await openCase();
    const edit = await get(`/case/edit/${caseId}`, people.officer);
    const saved = await post('/case/Update', people.officer, { ...edit.json().data, priority: 'Urgent' });
    expect(saved.statusCode, saved.body).toBe(200);
    const due = england.addWorkingDays(today(), 55);
    expect((await clocksOf(caseId))['End to end']).toMatchObject({ limit: 55, dueDate: due });
    expect((await storedOf(caseId))['End to end']?.dueDate).toBe(due);
  });
});

describe('who sees a case’s clocks', () => {
  it('shows them to the case’s readers only: another officer’s or authority’s case is not found', async () => {
    expect((await get(`/case/${people.caseOf.reader}/clocks`, people.reader)).statusCode).toBe(200);
    expect((await get(`/case/${people.caseOf.colleague}/clocks`, people.officer)).statusCode).toBe(404);
    expect((await get(`/case/${people.caseOf.officer}/clocks`, people.outsider)).statusCode).toBe(404);
    expect((await get(`/case/${people.caseOf.officer}/clocks`, people.platformAdmin)).statusCode).toBe(403);
  });
});

describe('clock settings move the clocks', () => {
  it('moves due dates with a closure day: at once on the case, and in case_clocks by the job', async () => {
    const caseId = await openCase();
    const due = (await clocksOf(caseId))['End to end']?.dueDate ?? '';
    const added = await post('/clocks/closure-day/add', people.admin, {
      day: due,
      description: 'Training day',
    });
    expect(added.statusCode).toBe(200);
    const moved = england.addWorkingDays(due, 1);
    expect((await clocksOf(caseId))['End to end']?.dueDate).toBe(moved);

    expect(await context.app.jobs.runDue('clocks.recompute')).toMatchObject({ failed: 0 });
    expect((await storedOf(caseId))['End to end']?.dueDate).toBe(moved);
  });

  it('moves due dates when an ADMIN changes a clock’s limit', async () => {
    const caseId = await openCase();
    const [endToEnd] = await context.db
      .select({ id: clockDefinitions.id, version: clockDefinitions.version })
      .from(clockDefinitions)
      .where(
        and(eq(clockDefinitions.authorityId, people.authorityId), eq(clockDefinitions.name, 'End to end')),
      );
    const saved = await post('/clocks/definition/update', people.admin, {
      id: endToEnd?.id,
      version: endToEnd?.version,
      name: 'End to end',
      startStatusId: S.ENQUIRY,
      stopStatusId: S.WORKS_COMPLETED,
      limitUnit: 'WORKING_DAYS',
      limit: 100,
      urgentLimit: 40,
      amberAtPercent: 80,
      redAtPercent: 100,
      pausedByOnHold: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await context.app.jobs.runDue('clocks.recompute')).toMatchObject({ failed: 0 });
    const calendar = workingDayCalendar('ENGLAND_AND_WALES', [
      // The closure day the test before added.
      ...(await get('/clocks/settings', people.admin))
        .json()
        .data.closureDays.map((d: { day: string }) => d.day),
    ]);
    const opened = londonDay(new Date());
    expect((await storedOf(caseId))['End to end']?.dueDate).toBe(calendar.addWorkingDays(opened, 100));
    expect((await clocksOf(caseId))['End to end']).toMatchObject({ limit: 100 });
  });
});
