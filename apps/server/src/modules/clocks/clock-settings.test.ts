import { DEFAULT_CLOCK_DEFINITIONS, STATUS_ID } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

const stageTarget = {
  name: 'Assessment visit',
  startStatusId: STATUS_ID.REFERRAL_RECEIVED,
  stopStatusId: STATUS_ID.ASSESSMENT,
  limitUnit: 'WORKING_DAYS',
  limit: 20,
  urgentLimit: 5,
  amberAtPercent: 50,
  redAtPercent: 90,
  pausedByOnHold: true,
};

type Settings = {
  nation: string;
  definitions: { id: number; name: string; limit: number; version: number }[];
  closureDays: { id: number; day: string; description: string }[];
  can: { edit: boolean };
};

async function settingsAs(who: SignedInUser): Promise<Settings> {
  const response = await get('/clocks/settings', who);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Settings }>().data;
}

describe('reading the clock settings', () => {
  it('shows everyone in the authority its clocks, nation and closure days; only ADMINs may edit', async () => {
    for (const who of [people.officer, people.reader]) {
      const settings = await settingsAs(who);
      expect(settings.nation).toBe('ENGLAND_AND_WALES');
      expect(settings.definitions.map((definition) => definition.name)).toEqual(
        DEFAULT_CLOCK_DEFINITIONS.map((definition) => definition.name),
      );
      expect(settings.can.edit).toBe(false);
    }
    expect((await settingsAs(people.admin)).can.edit).toBe(true);
  });

  it('refuses platform admins and applicants', async () => {
    expect((await get('/clocks/settings', people.platformAdmin)).statusCode).toBe(403);
    const applicant = await signedInApplicant(context, people.officer);
    expect((await get('/clocks/settings', applicant)).statusCode).toBe(403);
  });
});

describe('editing the clocks', () => {
  it('lets an authority ADMIN add a stage target, audited, and refuses READWRITE and READONLY users', async () => {
    for (const who of [people.officer, people.reader]) {
      const refused = await post('/clocks/definition/add', who, stageTarget);
      expect(refused.statusCode).toBe(403);
    }
    expect((await settingsAs(people.admin)).definitions).toHaveLength(3);

    const added = await post('/clocks/definition/add', people.admin, stageTarget);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('The Assessment visit clock has been added.');
    const created = added
      .json<{ data: Settings }>()
      .data.definitions.find((d) => d.name === 'Assessment visit');
    expect(created).toMatchObject({ limit: 20, version: 1 });
    const audit = await lastAudit(context.db, 'clock.create', created?.id ?? 0);
    expect(audit).toMatchObject({ actorId: people.admin.id, authorityId: people.authorityId });
    expect(audit?.after).toMatchObject({ name: 'Assessment visit', limit: 20 });
  });

  it('lets the AUTHORITY account edit its clocks too', async () => {
    const account = await signedInUser(context, {
      userType: 'AUTHORITY',
      role: 'ADMIN',
      authorityId: people.authorityId,
    });
    const added = await post('/clocks/definition/add', account, {
      ...stageTarget,
      name: 'Works ordered quickly',
    });
    expect(added.statusCode).toBe(200);
  });

  it('answers each wrong field with its own message and changes nothing', async () => {
    const before = await settingsAs(people.admin);
    const wrong = await post('/clocks/definition/add', people.admin, {
      ...stageTarget,
      name: ' ',
      startStatusId: STATUS_ID.APPROVED,
      stopStatusId: STATUS_ID.ASSESSMENT,
      limitUnit: 'CALENDAR_MONTHS',
      limit: 61,
      amberAtPercent: 95,
      redAtPercent: 90,
    });
    expect(wrong.statusCode).toBe(400);
    const { fields } = wrong.json<{ data: { fields: Record<string, string[]> } }>().data;
    expect(fields).toMatchObject({
      name: ['Enter a name for the clock'],
      stopStatusId: ['Choose a stop status later in the pipeline than the start status'],
      limit: ['Give at most 60 months'],
      amberAtPercent: ['Make the amber point no later than the red point'],
    });
    const onHold = await post('/clocks/definition/add', people.admin, {
      ...stageTarget,
      startStatusId: STATUS_ID.ON_HOLD,
    });
    expect(onHold.json().data.fields.startStatusId).toEqual(['Choose a start status from the pipeline']);
    const taken = await post('/clocks/definition/add', people.admin, { ...stageTarget, name: 'Decision' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fields.name).toEqual([
      'Your authority already has a clock of this name. Choose another.',
    ]);
    expect((await settingsAs(people.admin)).definitions).toEqual(before.definitions);
  });

  it('saves a clock against the version read: a stale one is a 409, another authority’s a 404', async () => {
    const endToEnd = (await settingsAs(people.admin)).definitions.find((d) => d.name === 'End to end');
    if (!endToEnd) throw new Error('no End to end clock');
    const fields = { ...DEFAULT_CLOCK_DEFINITIONS[2], limit: 140, id: endToEnd.id };
    expect(
      (await post('/clocks/definition/update', people.officer, { ...fields, version: 1 })).statusCode,
    ).toBe(403);

    const saved = await post('/clocks/definition/update', people.admin, {
      ...fields,
      version: endToEnd.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.definitions.find((d: { id: number }) => d.id === endToEnd.id)).toMatchObject({
      limit: 140,
      version: endToEnd.version + 1,
    });
    const audit = await lastAudit(context.db, 'clock.update', endToEnd.id);
    expect(audit?.before).toMatchObject({ limit: 150 });
    expect(audit?.after).toMatchObject({ limit: 140 });

    const stale = await post('/clocks/definition/update', people.admin, {
      ...fields,
      version: endToEnd.version,
    });
    expect(stale.statusCode).toBe(409);
    const elsewhere = await post('/clocks/definition/update', people.outsider, {
      ...fields,
      version: endToEnd.version + 1,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await post(`/clocks/definition/delete/${endToEnd.id}`, people.outsider)).statusCode).toBe(404);
  });

  it('deletes a clock, audited', async () => {
    const target = (await settingsAs(people.admin)).definitions.find(
      (d) => d.name === 'Works ordered quickly',
    );
    const deleted = await post(`/clocks/definition/delete/${target?.id ?? 0}`, people.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: Settings }>().data.definitions.map((d) => d.name)).not.toContain(
      'Works ordered quickly',
    );
    expect(await lastAudit(context.db, 'clock.delete', target?.id ?? 0)).toBeDefined();
  });
});

describe('the nation and closure days', () => {
  it('sets the nation for an authority ADMIN only, audited', async () => {
    expect((await post('/clocks/nation', people.officer, { nation: 'SCOTLAND' })).statusCode).toBe(403);
    const wrong = await post('/clocks/nation', people.admin, { nation: 'WALES' });
    expect(wrong.json().data.fields.nation).toEqual([
      'Choose England and Wales, Scotland or Northern Ireland',
    ]);
    const set = await post('/clocks/nation', people.admin, { nation: 'SCOTLAND' });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Working days now skip the bank holidays of Scotland.');
    expect((await settingsAs(people.reader)).nation).toBe('SCOTLAND');
    const audit = await lastAudit(context.db, 'clock.nation', people.authorityId);
    expect(audit).toMatchObject({ before: { nation: 'ENGLAND_AND_WALES' }, after: { nation: 'SCOTLAND' } });
    await post('/clocks/nation', people.admin, { nation: 'ENGLAND_AND_WALES' });
  });

  it('adds closure days (a day added again takes the new description) and removes them, audited', async () => {
    const day = { day: '2027-12-29', description: 'Offices closed' };
    expect((await post('/clocks/closure-day/add', people.officer, day)).statusCode).toBe(403);
    const impossible = await post('/clocks/closure-day/add', people.admin, { ...day, day: '2027-02-29' });
    expect(impossible.json().data.fields.day).toEqual(['Give the date as yyyy-mm-dd']);

    expect((await post('/clocks/closure-day/add', people.admin, day)).statusCode).toBe(200);
    const again = await post('/clocks/closure-day/add', people.admin, {
      ...day,
      description: 'Christmas closure',
    });
    const closureDays = again.json<{ data: Settings }>().data.closureDays;
    expect(closureDays).toEqual([
      { id: expect.any(Number), day: '2027-12-29', description: 'Christmas closure' },
    ]);
    const id = closureDays[0]?.id ?? 0;
    expect(await lastAudit(context.db, 'closure-day.add', id)).toMatchObject({
      after: { day: '2027-12-29', description: 'Christmas closure' },
    });

    expect((await post(`/clocks/closure-day/delete/${id}`, people.outsider)).statusCode).toBe(404);
    const removed = await post(`/clocks/closure-day/delete/${id}`, people.admin);
    expect(removed.json<{ data: Settings }>().data.closureDays).toEqual([]);
    expect(await lastAudit(context.db, 'closure-day.delete', id)).toMatchObject({
      before: { day: '2027-12-29' },
    });
    expect((await post(`/clocks/closure-day/delete/${id}`, people.admin)).statusCode).toBe(404);
  });
});
