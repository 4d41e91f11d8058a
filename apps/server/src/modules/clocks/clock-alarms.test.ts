import { STATUS_ID } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionDiaries, actionItems, caseClocks, caseStatusHistory, clockDefinitions } from '../../db/schema';
import { apiCalls, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { workingDaysAgo } from '../../test/case-history';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { refreshCaseClocks } from '../case-clocks';
import { raiseClockAlarms } from './raise-clock-alarms';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const england = workingDayCalendar('ENGLAND_AND_WALES');

async function openCase(assignee: SignedInUser): Promise<number> {
  const added = await post('/case/add', people.admin, {
    clientFirstName: 'Walter',
    clientLastName: 'Gabriel',
    addressLine1: '3 Church Row',
    postCode: 'B33 8TH',
    assignedOfficerId: assignee.id,
  });
  expect(added.statusCode).toBe(200);
  return added.json<{ data: { id: number } }>().data.id;
}

/**
 * As if the case had been opened `workingDays` working days ago: its history moved back, its clocks
 * worked out again. Answers the day it was opened.
 */
async function openedWorkingDaysAgo(caseId: number, workingDays: number): Promise<string> {
  const day = workingDaysAgo(workingDays);
  await context.db
    .update(caseStatusHistory)
    .set({ changedAt: new Date(`${day}T10:00:00Z`) })
    .where(eq(caseStatusHistory.caseId, caseId));
  await context.db.transaction((tx) => refreshCaseClocks(tx, { authorityId: people.authorityId, caseId }));
  return day;
}

async function timescaleItems(caseId: number) {
  return context.db
    .select({ description: actionItems.description, prefix: actionItems.prefix, diary: actionDiaries.title })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .where(and(eq(actionItems.caseId, caseId), eq(actionDiaries.title, 'Timescales')))
    .orderBy(actionItems.id);
}

async function runAlarmJob() {
  await context.app.jobs.send(context.db, 'clocks.alarms', {});
  expect(await context.app.jobs.runDue('clocks.alarms')).toEqual({ completed: 1, failed: 0 });
}

describe('threshold alarms', () => {
  it('raises the officer’s alarm once when a clock turns amber, and once more when it turns red', async () => {
    const caseId = await openCase(people.officer);
    await runAlarmJob();
    expect(await timescaleItems(caseId)).toEqual([]);

    // 120 of the End to end clock's 150 working days used: past its amber point (75%, day 113).
    const opened = await openedWorkingDaysAgo(caseId, 120);
    await runAlarmJob();
    await runAlarmJob();
    // Due 150 working days from the day it was opened (not from today, which may have turned since).
    const amberDue = england.addWorkingDays(opened, 150).split('-').reverse().join('/');
    expect(await timescaleItems(caseId)).toEqual([
      { description: `End to end clock is amber: due ${amberDue}`, prefix: 'Other', diary: 'Timescales' },
    ]);
    const alarms = await get(`/dashboard/action-items/${people.officer.id}/50/50`, people.officer);
    expect(alarms.json().data.data).toContainEqual(
      expect.objectContaining({
        caseManagerDetailId: caseId,
        actionItemDetail: `Other - End to end clock is amber: due ${amberDue}`,
      }),
    );

    await openedWorkingDaysAgo(caseId, 151);
    await runAlarmJob();
    await runAlarmJob();
    const items = await timescaleItems(caseId);
    expect(items).toHaveLength(2);
    expect(items[1]?.description).toMatch(/^End to end clock is red: due \d\d\/\d\d\/\d{4}$/);
    const diaries = await context.db
      .select({ id: actionDiaries.id })
      .from(actionDiaries)
      .where(and(eq(actionDiaries.caseId, caseId), eq(actionDiaries.title, 'Timescales')));
    expect(diaries).toHaveLength(1);
  });

  it('raises one red alarm for a clock found already red, its amber marked as passed', async () => {
    const caseId = await openCase(people.colleague);
    await openedWorkingDaysAgo(caseId, 160);
    await runAlarmJob();
    const items = await timescaleItems(caseId);
    expect(items.map((item) => item.description)).toEqual([expect.stringMatching(/is red/)]);
    const [clock] = await context.db
      .select({ amber: caseClocks.amberAlertedAt, red: caseClocks.redAlertedAt })
      .from(caseClocks)
      .innerJoin(clockDefinitions, eq(clockDefinitions.id, caseClocks.definitionId))
      .where(and(eq(caseClocks.caseId, caseId), eq(clockDefinitions.name, 'End to end')));
    expect(clock?.amber).toBeInstanceOf(Date);
    expect(clock?.red).toBeInstanceOf(Date);
  });

  it('raises nothing for a clock that stopped, or is paused short of its threshold', async () => {
    const stopped = await openCase(people.officer);
    expect((await post(`/case/${stopped}/${STATUS_ID.WITHDRAWN}`, people.admin)).statusCode).toBe(200);
    await openedWorkingDaysAgo(stopped, 160);
    const paused = await openCase(people.officer);
    expect((await post(`/case/${paused}/${STATUS_ID.ON_HOLD}`, people.admin)).statusCode).toBe(200);
    // Opened 100 working days ago and put on hold the same day: paused at 0 days used.
    await openedWorkingDaysAgo(paused, 100);
    await runAlarmJob();
    expect(await timescaleItems(stopped)).toEqual([]);
    expect(await timescaleItems(paused)).toEqual([]);
  });

  it('announces a threshold once when several server processes run the job at once', async () => {
    const caseId = await openCase(people.officer);
    await openedWorkingDaysAgo(caseId, 155);
    const runs = await Promise.all([raiseClockAlarms(context.db), raiseClockAlarms(context.db)]);
    expect(runs.reduce((sum, run) => sum + run.red, 0)).toBe(1);
    expect(await timescaleItems(caseId)).toHaveLength(1);
    const [count] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(actionItems)
      .where(eq(actionItems.caseId, caseId));
    expect(count?.n).toBe(1);
  });
});
