import { STATUS_DATE_MESSAGES, STATUS_ID } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';

const context = useTestApp();
const { get, post } = apiCalls(context);

let officer: SignedInUser;

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db, { shortCode: 'EFF' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
});

/** The London day `days` days before today (after it, when negative). */
const daysAgo = (days: number) => londonDay(new Date(Date.now() - days * 86_400_000));
const ukDay = (day: string) => day.split('-').reverse().join('/');

type Change = { toStatusId: number; changedAt: string; effectiveDate: string; recordedAt: string };

/** A case whose first status took effect `days` days ago, as one opened then would have. */
async function caseOpened(days: number) {
  const response = await post('/case/add', officer, {
    clientFirstName: 'Eff',
    clientLastName: 'Ective',
    addressLine1: '1 Date Row',
    postCode: 'B33 8TH',
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json<{ data: { id: number } }>().data;
  await context.db.execute(sql`update case_status_history
    set changed_at = now() - make_interval(days => ${days}) where case_id = ${id}`);
  return id;
}

const history = async (caseId: number) =>
  (await get(`/case/status-history/${caseId}`, officer)).json<{ data: Change[] }>().data;

const move = (caseId: number, statusId: number, body: object) =>
  post(`/case/${caseId}/${statusId}`, officer, body);

describe('a change of status dated the day it happened', () => {
  it('keeps the day it took effect and when it was recorded; the Decision clock starts on that day', async () => {
    const caseId = await caseOpened(30);
    const submitted = daysAgo(10);
    const response = await move(caseId, STATUS_ID.APPLICATION_SUBMITTED, {
      effectiveDate: submitted,
      note: 'The form came by post on the day; recorded on return from leave',
    });
    expect(response.statusCode, response.body).toBe(200);
    const latest = (await history(caseId)).at(-1);
    expect(latest).toMatchObject({
      toStatusId: STATUS_ID.APPLICATION_SUBMITTED,
      effectiveDate: submitted,
      changedAt: londonStartOf(submitted).toISOString(),
    });
    expect(Date.now() - Date.parse(latest?.recordedAt ?? '')).toBeLessThan(60_000);
    const { clocks } = (await get(`/case/${caseId}/clocks`, officer)).json<{
      data: { clocks: { name: string; startedAt: string | null; state: string }[] };
    }>().data;
    expect(clocks.find((clock) => clock.name === 'Decision')).toMatchObject({
      startedAt: londonStartOf(submitted).toISOString(),
      state: 'running',
    });
    expect(await lastAudit(context.db, 'case.status', caseId)).toMatchObject({
      after: { statusId: STATUS_ID.APPLICATION_SUBMITTED, effectiveDate: submitted },
    });
  });

  it('takes today when no day is given, recorded as it takes effect', async () => {
    const caseId = await caseOpened(3);
    expect((await move(caseId, STATUS_ID.ASSESSMENT, {})).statusCode).toBe(200);
    const latest = (await history(caseId)).at(-1);
    expect(latest?.effectiveDate).toBe(daysAgo(0));
    expect(latest?.recordedAt).toBe(latest?.changedAt);
  });

  it('needs a note to date a change more than 7 days back', async () => {
    const caseId = await caseOpened(30);
    const refused = await move(caseId, STATUS_ID.ASSESSMENT, { effectiveDate: daysAgo(8) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ note: [STATUS_DATE_MESSAGES.reasonNeeded] });
    expect(await history(caseId)).toHaveLength(1);
    expect((await move(caseId, STATUS_ID.ASSESSMENT, { effectiveDate: daysAgo(7) })).statusCode).toBe(200);
  });

  it('refuses a day in the future, before the last change or not a real date, and changes nothing', async () => {
    const caseId = await caseOpened(5);
    const note = 'Late';
    const cases = [
      [daysAgo(-1), STATUS_DATE_MESSAGES.future],
      [daysAgo(6), STATUS_DATE_MESSAGES.beforePrevious(ukDay(daysAgo(5)))],
      ['2026-02-30', STATUS_DATE_MESSAGES.format],
    ] as const;
    for (const [effectiveDate, message] of cases) {
      const refused = await move(caseId, STATUS_ID.ASSESSMENT, { effectiveDate, note });
      expect(refused.statusCode, effectiveDate).toBe(400);
      expect(refused.json().data.fields, effectiveDate).toEqual({ effectiveDate: [message] });
    }
    expect(await history(caseId)).toHaveLength(1);
    const read = (await get(`/case/edit/${caseId}`, officer)).json().data;
    expect(read).toMatchObject({ statusId: STATUS_ID.ENQUIRY, version: 1 });
  });

  it('keeps two changes dated the same day in the order they were made', async () => {
    const caseId = await caseOpened(5);
    const day = daysAgo(2);
    expect((await move(caseId, STATUS_ID.ASSESSMENT, { effectiveDate: day })).statusCode).toBe(200);
    expect((await move(caseId, STATUS_ID.APPLICATION_SUBMITTED, { effectiveDate: day })).statusCode).toBe(
      200,
    );
    const [, assessed, submitted] = await history(caseId);
    expect(assessed?.toStatusId).toBe(STATUS_ID.ASSESSMENT);
    expect(submitted?.toStatusId).toBe(STATUS_ID.APPLICATION_SUBMITTED);
    expect(submitted?.effectiveDate).toBe(day);
    expect(Date.parse(submitted?.changedAt ?? '')).toBeGreaterThan(Date.parse(assessed?.changedAt ?? ''));
  });
});
