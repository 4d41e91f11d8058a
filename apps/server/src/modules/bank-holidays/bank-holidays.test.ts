import { readFileSync } from 'node:fs';
import { STATUS_ID } from '@casekeeper/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bankHolidayDays,
  bankHolidayLoadedYears,
  caseClocks,
  clockDefinitions,
} from '../../db/schema';
import { apiCalls, lastAudit } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { approveThroughGrant } from '../../test/grants';
import { backdateCaseHistory } from '../../test/case-history';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

/** GOV.UK's bank-holidays.json for 2026, with Scotland's extra bank holiday of Monday 15 June. */
const govUkFile = readFileSync(new URL('./test-files/bank-holidays-2026.json', import.meta.url), 'utf8');
const NOT_THE_FILE =
  'That file is not a GOV.UK bank-holidays.json file. Download it from www.gov.uk/bank-holidays.json and choose it again.';

type Change = {
  nation: string;
  years: number[];
  added: { day: string; title: string }[];
  removed: { day: string; title: string }[];
};

const yearOf = async (nation: string, year: number) => {
  const response = await get(`/admin/bank-holidays/${nation}/${year}`, people.platformAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { loaded: boolean; days: { day: string; title: string; source: string }[] };
};

const storedRows = async () => ({
  years: (await context.db.select({ n: count() }).from(bankHolidayLoadedYears))[0]?.n,
  days: (await context.db.select({ n: count() }).from(bankHolidayDays))[0]?.n,
  audits: (
    await context.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'bank_holiday_calendar'))
  )[0]?.n,
});

/** The End to end clock (55 working days for an Urgent case) of a case of the test authority. */
const endToEnd = async (caseId: number) => {
  const response = await get(`/case/${caseId}/clocks`, people.admin);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.clocks as { name: string; state: string; dueDate: string }[]).find(
    (clock) => clock.name === 'End to end',
  );
};

/** A Scottish Urgent case opened on 20 May 2026 and completed on 10 August 2026. */
async function scottishUrgentCase(): Promise<number> {
  expect((await post('/clocks/nation', people.admin, { nation: 'SCOTLAND' })).statusCode).toBe(200);
  const added = await post('/case/add', people.admin, {
    clientFirstName: 'Morag',
    clientLastName: 'Campbell',
    addressLine1: '4 Heriot Row',
    postCode: 'EH3 6HU',
    assignedOfficerId: people.officer.id,
    priority: 'Urgent',
  });
  expect(added.statusCode, added.body).toBe(200);
  const caseId = added.json().data.id as number;
  // To Works completed through the grant: submitted, approved, completed; only the first and last
  // days count for End to end.
  expect((await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, people.admin)).statusCode).toBe(
    200,
  );
  await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
  expect((await post(`/case/${caseId}/${STATUS_ID.WORKS_COMPLETED}`, people.admin)).statusCode).toBe(200);
  await backdateCaseHistory(context.db, caseId, ['2026-05-20', '2026-06-01', '2026-06-15', '2026-08-10']);
  return caseId;
}

describe('bank holidays corrected by a platform admin', () => {
  it('refuses a file that is not GOV.UK’s bank-holidays.json, saying so, and changes nothing', async () => {
    const before = await storedRows();
    const scotland = JSON.parse(govUkFile).scotland;
    const notTheFile = [
      '{"england-and-wales": ',
      '<html>Bank holidays</html>',
      JSON.stringify({ scotland }),
      JSON.stringify({
        ...JSON.parse(govUkFile),
        scotland: { ...scotland, events: [{ title: 'Day', date: '2026-02-30', notes: '', bunting: true }] },
      }),
      JSON.stringify({ ...JSON.parse(govUkFile), scotland: { ...scotland, division: 'wales' } }),
      JSON.stringify({
        ...JSON.parse(govUkFile),
        scotland: { ...scotland, events: [{ date: '2026-06-15' }] },
      }),
    ];
    for (const file of notTheFile) {
      for (const path of ['/admin/bank-holidays/preview', '/admin/bank-holidays/apply']) {
        const refused = await post(path, people.platformAdmin, { file });
        expect(refused.statusCode, file).toBe(400);
        expect(refused.json().message).toBe(NOT_THE_FILE);
        expect(refused.json().data.fields.file).toEqual([NOT_THE_FILE]);
      }
    }
    expect(await storedRows()).toEqual(before);
    expect((await yearOf('SCOTLAND', 2026)).days.map((entry) => entry.day)).not.toContain('2026-06-15');
  });

  it('previews what the file adds and removes in each nation, and changes nothing', async () => {
    const caseId = await scottishUrgentCase();
    const before = await storedRows();
    const preview = await post('/admin/bank-holidays/preview', people.platformAdmin, { file: govUkFile });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.nations).toEqual([
      { nation: 'ENGLAND_AND_WALES', years: [2026], added: [], removed: [] },
      {
        nation: 'SCOTLAND',
        years: [2026],
        added: [{ day: '2026-06-15', title: 'Extra bank holiday' }],
        removed: [],
      },
      { nation: 'NORTHERN_IRELAND', years: [2026], added: [], removed: [] },
    ] satisfies Change[]);
    expect(await storedRows()).toEqual(before);
    expect(await yearOf('SCOTLAND', 2026)).toMatchObject({ loaded: false });
    expect(await endToEnd(caseId)).toMatchObject({ state: 'missed', dueDate: '2026-08-07' });
  });

  it('applies the file: the Scottish Urgent case completed on 10 August 2026 is met, England and Wales unchanged', async () => {
    const caseId = await scottishUrgentCase();
    // Without 15 June, the 55 working days from 20 May end on Friday 7 August: missed by a day.
    expect(await endToEnd(caseId)).toMatchObject({ state: 'missed', dueDate: '2026-08-07' });
    const england = await yearOf('ENGLAND_AND_WALES', 2026);

    const applied = await post('/admin/bank-holidays/apply', people.platformAdmin, { file: govUkFile });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe(
      'The bank holidays have been loaded. Clocks are being worked out again.',
    );
    expect(applied.json().data.nations[1]).toMatchObject({
      nation: 'SCOTLAND',
      added: [{ day: '2026-06-15' }],
    });

    // The case page counts with the new day at once; the stored clocks once the job has run.
    expect(await endToEnd(caseId)).toMatchObject({ state: 'met', dueDate: '2026-08-10' });
    expect(await context.app.jobs.runDue('clocks.recompute')).toMatchObject({ failed: 0 });
    const [stored] = await context.db
      .select({ state: caseClocks.state, dueDate: caseClocks.dueDate })
      .from(caseClocks)
      .innerJoin(clockDefinitions, eq(clockDefinitions.id, caseClocks.definitionId))
      .where(and(eq(caseClocks.caseId, caseId), eq(clockDefinitions.name, 'End to end')));
    expect(stored).toEqual({ state: 'met', dueDate: '2026-08-10' });

    expect(await yearOf('SCOTLAND', 2026)).toMatchObject({ loaded: true });
    const englandAfter = await yearOf('ENGLAND_AND_WALES', 2026);
    expect(englandAfter.days.map(({ day }) => day)).toEqual(england.days.map(({ day }) => day));
    expect(await lastAudit(context.db, 'bank-holidays.load', 'SCOTLAND')).toMatchObject({
      actorId: people.platformAdmin.id,
      after: { years: [2026], added: [{ day: '2026-06-15', title: 'Extra bank holiday' }] },
    });
    // Loading it again changes nothing more.
    const again = await post('/admin/bank-holidays/preview', people.platformAdmin, { file: govUkFile });
    expect(
      again.json().data.nations.every((change: Change) => change.added.length + change.removed.length === 0),
    ).toBe(true);
  });

  it('removes and adds a day by hand over the loaded file, audited, and the clocks follow', async () => {
    const caseId = await scottishUrgentCase();
    expect(await endToEnd(caseId)).toMatchObject({ state: 'met' });

    const removed = await post('/admin/bank-holidays/day/remove', people.platformAdmin, {
      nation: 'SCOTLAND',
      day: '2026-06-15',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.removed).toEqual([{ day: '2026-06-15', title: 'Extra bank holiday' }]);
    expect(await endToEnd(caseId)).toMatchObject({ state: 'missed', dueDate: '2026-08-07' });
    expect(await lastAudit(context.db, 'bank-holiday.remove', 'SCOTLAND')).toMatchObject({
      before: { day: '2026-06-15', title: 'Extra bank holiday' },
    });

    const notOne = await post('/admin/bank-holidays/day/remove', people.platformAdmin, {
      nation: 'SCOTLAND',
      day: '2026-06-16',
    });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().data.fields.day).toEqual(['That day is not a bank holiday in Scotland.']);

    const added = await post('/admin/bank-holidays/day/add', people.platformAdmin, {
      nation: 'SCOTLAND',
      day: '2026-06-15',
      title: 'Extra bank holiday',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.days).toContainEqual({
      day: '2026-06-15',
      title: 'Extra bank holiday',
      source: 'LOADED',
    });
    expect(await endToEnd(caseId)).toMatchObject({ state: 'met', dueDate: '2026-08-10' });

    const byHand = await post('/admin/bank-holidays/day/add', people.platformAdmin, {
      nation: 'NORTHERN_IRELAND',
      day: '2031-06-16',
      title: 'A proclaimed holiday',
    });
    expect(byHand.json().data.days).toContainEqual({
      day: '2031-06-16',
      title: 'A proclaimed holiday',
      source: 'ADDED',
    });
    expect(await context.app.jobs.runDue('clocks.recompute')).toMatchObject({ failed: 0 });
  });

  it('answers platform admins only', async () => {
    for (const who of [people.admin, people.officer, people.outsider]) {
      expect((await get('/admin/bank-holidays/SCOTLAND/2026', who)).statusCode).toBe(403);
      expect((await post('/admin/bank-holidays/preview', who, { file: govUkFile })).statusCode).toBe(403);
      expect((await post('/admin/bank-holidays/apply', who, { file: govUkFile })).statusCode).toBe(403);
    }
  });
});
