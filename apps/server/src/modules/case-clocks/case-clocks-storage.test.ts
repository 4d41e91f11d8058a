import { DEFAULT_CLOCK_DEFINITIONS, STATUS_ID } from '@casekeeper/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorities, authorityClosureDays, caseClocks, clockDefinitions } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { addCalendarMonths } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { definitionColumns } from './clock-repository';
import { markClocksStale, recomputeStaleClocks } from './keep-case-clocks';
import { refreshClocksMovedByTime } from './refresh-clocks-moved-by-time';

const context = useTestApp();
const people = useCaseWorkers(context);
const { post } = apiCalls(context);

async function storedClocks(caseId: number) {
  return context.db
    .select({
      name: clockDefinitions.name,
      state: caseClocks.state,
      dueDate: caseClocks.dueDate,
      amberAt: caseClocks.amberAt,
    })
    .from(caseClocks)
    .innerJoin(clockDefinitions, eq(clockDefinitions.id, caseClocks.definitionId))
    .where(eq(caseClocks.caseId, caseId))
    .orderBy(asc(clockDefinitions.id));
}

describe('the clocks each authority and case is given', () => {
  it('gives a new authority the contract’s three default clocks, whatever adds it', async () => {
    const authorityId = await createTestAuthority(context.db);
    const rows = await context.db
      .select(definitionColumns)
      .from(clockDefinitions)
      .where(eq(clockDefinitions.authorityId, authorityId))
      .orderBy(asc(clockDefinitions.id));
    expect(rows).toMatchObject(DEFAULT_CLOCK_DEFINITIONS.map((definition) => ({ ...definition })));
    expect(rows).toHaveLength(DEFAULT_CLOCK_DEFINITIONS.length);
  });

  it('stores a new case’s clocks in the transaction that opens it', async () => {
    const today = londonDay(new Date());
    const clocks = await storedClocks(people.caseOf.officer);
    expect(clocks.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'Decision', state: 'not_started' },
      { name: 'Completion', state: 'not_started' },
      { name: 'End to end', state: 'running' },
    ]);
    expect(clocks[2]?.dueDate).toBe(workingDayCalendar('ENGLAND_AND_WALES').addWorkingDays(today, 150));
    expect(clocks[2]?.amberAt).toBeInstanceOf(Date);
  });

  it('moves the stored clocks with a status change', async () => {
    const moved = await post(
      `/case/${people.caseOf.colleague}/${STATUS_ID.APPLICATION_SUBMITTED}`,
      people.admin,
    );
    expect(moved.statusCode).toBe(200);
    const decision = (await storedClocks(people.caseOf.colleague))[0];
    expect(decision).toMatchObject({ name: 'Decision', state: 'running' });
    expect(decision?.dueDate).toBe(addCalendarMonths(londonDay(new Date()), 6));
  });

  it('works an authority’s clocks out again in the clocks.recompute job once its settings are marked stale', async () => {
    const caseId = people.caseOf.reader;
    const before = (await storedClocks(caseId))[2]?.dueDate ?? '';
    // Closed on the day the End to end clock was due: it is due a working day later.
    await context.db.insert(authorityClosureDays).values({
      authorityId: people.authorityId,
      day: before,
      description: 'Staff training day',
      createdById: people.admin.id,
    });
    await context.db
      .update(authorities)
      .set({ clocksStaleSince: new Date() })
      .where(eq(authorities.id, people.authorityId));
    await context.app.jobs.send(context.db, 'clocks.recompute', {});
    expect(await context.app.jobs.runDue('clocks.recompute')).toEqual({ completed: 1, failed: 0 });

    const after = (await storedClocks(caseId))[2]?.dueDate;
    expect(after).toBe(
      workingDayCalendar('ENGLAND_AND_WALES', [before]).addWorkingDays(londonDay(new Date()), 150),
    );
    expect(after).not.toBe(before);
    const [authority] = await context.db
      .select({ stale: authorities.clocksStaleSince })
      .from(authorities)
      .where(eq(authorities.id, people.authorityId));
    expect(authority?.stale).toBeNull();
  });
});

describe('the clocks.recompute job cut short', () => {
  const authorityRow = async () => {
    const [row] = await context.db
      .select({ stale: authorities.clocksStaleSince, through: authorities.clocksRecomputedThrough })
      .from(authorities)
      .where(eq(authorities.id, people.authorityId));
    return row;
  };
  /** Spoils two cases' stored End to end due date, so a case worked out again shows it. */
  async function spoil(caseIds: number[]) {
    await context.db.update(caseClocks).set({ dueDate: '2000-01-03' })
      .where(sql`${caseClocks.caseId} in ${caseIds} and ${caseClocks.definitionId} = (
        select max(id) from ${clockDefinitions} where ${clockDefinitions.authorityId} = ${people.authorityId})`);
  }
  const endToEndDue = async (caseId: number) => (await storedClocks(caseId))[2]?.dueDate;

  it('stops before its next batch when told, leaving the authority marked', async () => {
    await context.db.transaction((tx) => markClocksStale(tx, people.authorityId));
    const stopped = new AbortController();
    stopped.abort();
    expect(await recomputeStaleClocks(context.db, new Date(), stopped.signal)).toEqual({
      authorities: 0,
      cases: 0,
      stopped: true,
    });
    expect((await authorityRow())?.stale).toBeInstanceOf(Date);
    expect(await recomputeStaleClocks(context.db)).toMatchObject({ authorities: 1, stopped: false });
    expect((await authorityRow())?.stale).toBeNull();
  });

  it('carries on after the last case done, and starts from the first again when marked anew', async () => {
    const [earlier, later] = [people.caseOf.reader, people.caseOf.colleague].sort((a, b) => a - b);
    if (earlier === undefined || later === undefined) throw new Error('two cases expected');
    const due = await endToEndDue(earlier);
    await spoil([earlier, later]);
    // As a run stopped after the earlier case leaves it.
    await context.db
      .update(authorities)
      .set({ clocksStaleSince: new Date(), clocksRecomputedThrough: earlier })
      .where(eq(authorities.id, people.authorityId));
    await recomputeStaleClocks(context.db);
    expect(await endToEndDue(earlier)).toBe('2000-01-03');
    expect(await endToEndDue(later)).toBe(due);
    expect(await authorityRow()).toEqual({ stale: null, through: expect.any(Number) });

    await context.db.transaction((tx) => markClocksStale(tx, people.authorityId));
    expect((await authorityRow())?.through).toBe(0);
    await recomputeStaleClocks(context.db);
    expect(await endToEndDue(earlier)).toBe(due);
  });
});

describe('the clocks.daily job', () => {
  async function openCase() {
    const added = await post('/case/add', people.officer, {
      clientFirstName: 'Walter',
      clientLastName: 'Gabriel',
      addressLine1: 'Honeysuckle Cottage',
      town: 'Ambridge',
      postCode: 'B33 8TH',
    });
    expect(added.statusCode, added.body).toBe(200);
    return (added.json().data as { id: number }).id;
  }
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('moves a paused clock’s due date out by the working days on hold', async () => {
    const caseId = await openCase();
    expect((await post(`/case/${caseId}/${STATUS_ID.ON_HOLD}`, people.officer)).statusCode).toBe(200);
    const paused = (await storedClocks(caseId))[2];
    expect(paused?.state).toBe('paused');

    const aWeekOn = inDays(7);
    expect(await refreshClocksMovedByTime(context.db, aWeekOn)).toBeGreaterThanOrEqual(1);
    const calendar = workingDayCalendar('ENGLAND_AND_WALES');
    const onHold = calendar.workingDaysBetween(londonDay(new Date()), londonDay(aWeekOn));
    expect((await storedClocks(caseId))[2]?.dueDate).toBe(
      calendar.addWorkingDays(paused?.dueDate ?? '', onHold),
    );
  });

  it('writes only the clocks a new day has moved, leaving the case’s others as they are', async () => {
    const caseId = await openCase();
    expect((await post(`/case/${caseId}/${STATUS_ID.ON_HOLD}`, people.officer)).statusCode).toBe(200);
    // Each write of a row makes a new version of it, with its own xmin.
    const versions = async () =>
      (
        await context.db.execute<{ version: string }>(
          sql`select xmin::text as version from case_clocks where case_id = ${caseId} order by definition_id`,
        )
      ).rows.map((row) => row.version);
    const before = await versions();
    expect(await refreshClocksMovedByTime(context.db, inDays(7))).toBeGreaterThanOrEqual(1);
    const after = await versions();
    // Decision and Completion have not started; End to end, paused, is due later.
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]).not.toBe(before[2]);
  });

  it('leaves clocks worked out earlier the same day as they are', async () => {
    const caseId = await openCase();
    expect((await post(`/case/${caseId}/${STATUS_ID.ON_HOLD}`, people.officer)).statusCode).toBe(200);
    const computedAt = async () =>
      (
        await context.db
          .select({ at: caseClocks.computedAt })
          .from(caseClocks)
          .where(eq(caseClocks.caseId, caseId))
      ).map((clock) => clock.at.getTime());
    const before = await computedAt();
    await refreshClocksMovedByTime(context.db, new Date());
    expect(await computedAt()).toEqual(before);
  });

  it('marks a running clock missed once its due date has passed', async () => {
    const caseId = await openCase();
    const endToEnd = (await storedClocks(caseId))[2];
    expect(endToEnd?.state).toBe('running');
    await refreshClocksMovedByTime(context.db, inDays(400));
    expect((await storedClocks(caseId))[2]?.state).toBe('missed');
  });
});
