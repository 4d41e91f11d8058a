import type { AlarmList, MyWork } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionItems,
  caseClocks,
  casePayments,
  caseRestrictions,
  cases,
  clockDefinitions,
} from '../../db/schema';
import { apiCalls, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { createTestDiary, createTestItem } from '../../test/diaries';
import { approvedCase, createTestPayment } from '../../test/payments';

const context = useTestApp();
const { get } = apiCalls(context);
const people = useCaseWorkers(context);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ids: Record<string, number> = {};

/** An open item on `caseId`, due `dueIn` ms from now (negative: overdue), with `fields` set. */
async function item(
  caseId: number,
  description: string,
  dueIn: number,
  fields: Partial<typeof actionItems.$inferInsert> = {},
): Promise<number> {
  const on = { authorityId: people.authorityId, caseId, createdById: people.admin.id };
  const id = await createTestItem(context.db, { ...on, diaryId: await createTestDiary(context.db, on) });
  await context.db
    .update(actionItems)
    .set({ description, scheduledAt: new Date(Date.now() + dueIn), ...fields })
    .where(eq(actionItems.id, id));
  return id;
}

async function myWork(who: SignedInUser, query: Record<string, string> = {}) {
  const response = await get('/my-work', who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MyWork }>().data;
}

async function alarmsOf(who: SignedInUser): Promise<AlarmList> {
  const response = await get(`/dashboard/action-items/${who.id}/500/500`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AlarmList }>().data;
}

beforeAll(async () => {
  const mine = people.caseOf.officer;
  ids.overdueVisit = await item(mine, 'Visit the bathroom', -2 * DAY, { prefix: 'Visit' });
  ids.overdueCall = await item(mine, 'Ring the OT', -HOUR, { prefix: 'Call' });
  ids.nextWeek = await item(mine, 'Chase the quote', 7 * DAY, { prefix: 'Email' });
  ids.done = await item(mine, 'Done already', -DAY, { isCompleted: true, completedAt: new Date() });
  ids.applicant = await item(mine, 'Message from the applicant', -3 * HOUR, { fromApplicant: true });
  ids.colleagues = await item(people.caseOf.colleague, 'Colleague’s visit', -DAY);

  // A case of the officer's restricted to the admin alone (as if the officer were left off it).
  const restricted = await openOfficersCase(context, people, { clientLastName: 'Hidden' });
  ids.restricted = await item(restricted, 'On a restricted case', -DAY);
  await context.db.update(cases).set({ restricted: true }).where(eq(cases.id, restricted));
  await context.db.insert(caseRestrictions).values({
    authorityId: people.authorityId,
    caseId: restricted,
    webUserId: people.admin.id,
    addedById: people.admin.id,
  });

  // A clock of the officer's case gone amber (its red still to come).
  const [clock] = await context.db
    .insert(clockDefinitions)
    .values({
      authorityId: people.authorityId,
      name: 'Decision in 20 days',
      startStatusId: 2,
      stopStatusId: 4,
      limitUnit: 'WORKING_DAYS',
      limitValue: 20,
      amberAtPercent: 75,
      redAtPercent: 100,
      pausedByOnHold: true,
    })
    .returning({ id: clockDefinitions.id });
  await context.db.insert(caseClocks).values({
    authorityId: people.authorityId,
    caseId: mine,
    definitionId: clock?.id ?? 0,
    state: 'running',
    dueDate: '2099-01-01',
    amberAt: new Date(Date.now() - DAY),
    redAt: new Date(Date.now() + 3 * DAY),
  });

  // A payment the officer asked for, rejected by the admin; and one awaiting the admin.
  const paid = await approvedCase(context, people);
  const on = { authorityId: people.authorityId, caseId: paid };
  ids.rejected = await createTestPayment(context.db, context.app.fileStorage, {
    ...on,
    requestedById: people.officer.id,
  });
  await context.db
    .update(casePayments)
    .set({
      state: 'REJECTED',
      rejectedById: people.admin.id,
      rejectedAt: new Date(),
      rejectionReason: 'No invoice',
    })
    .where(eq(casePayments.id, ids.rejected));
  ids.toAuthorise = await createTestPayment(context.db, context.app.fileStorage, {
    ...on,
    requestedById: people.officer.id,
    amountPence: 50_000,
  });
});

describe('GET /my-work', () => {
  it('counts what the alarms count for the same officer: overdue, upcoming and new', async () => {
    const work = await myWork(people.officer);
    const alarms = await alarmsOf(people.officer);
    expect(work.actions.counts.overdue).toBe(alarms.datePassedRecord);
    expect(work.actions.counts.upcoming).toBe(alarms.upcomingRecord);
    expect(work.applicant.count).toBe(alarms.newRecord);
    expect(work.actions.counts.overdue).toBe(2);
    expect(work.applicant.count).toBe(1);
  });

  it("lists the officer's overdue and today's actions, nobody else's, nothing restricted", async () => {
    const work = await myWork(people.officer);
    const listed = work.actions.items.map((action) => action.id);
    // The default filter: overdue and today's, soonest first.
    expect(listed.slice(0, 2)).toEqual([ids.overdueVisit, ids.overdueCall]);
    for (const absent of ['colleagues', 'restricted', 'done', 'nextWeek', 'applicant'])
      expect(listed, absent).not.toContain(ids[absent]);
    const first = work.actions.items[0];
    expect(first).toMatchObject({ caseId: people.caseOf.officer, type: 'Visit', overdue: true });
    expect(first?.caseNumber).toMatch(/-\d{4}-\d{5}$/);
    expect(first?.clientName).toBe('Ada Lovelace');
  });

  it('filters by when and by type, and sorts by due time either way', async () => {
    const upcoming = await myWork(people.officer, { filter: 'upcoming' });
    expect(upcoming.actions.items.map((action) => action.id)).toContain(ids.nextWeek);
    expect(upcoming.actions.items.every((action) => !action.overdue)).toBe(true);
    const overdue = await myWork(people.officer, { filter: 'overdue', dir: 'desc' });
    expect(overdue.actions.items.map((action) => action.id)).toEqual([ids.overdueCall, ids.overdueVisit]);
    expect(overdue.actions.total).toBe(2);
    const calls = await myWork(people.officer, { filter: 'overdue', type: 'Call' });
    expect(calls.actions.items.map((action) => action.id)).toEqual([ids.overdueCall]);
    const later = await openOfficersCase(context, people, { clientLastName: 'Later' });
    const onLater = await item(later, 'On a later case', -5 * DAY);
    const byCase = await myWork(people.officer, { filter: 'overdue', sort: 'case', dir: 'desc' });
    expect(byCase.actions.items.map((action) => action.id)).toEqual([
      onLater,
      ids.overdueVisit,
      ids.overdueCall,
    ]);
    await context.db.delete(actionItems).where(eq(actionItems.id, onLater));
    const paged = await myWork(people.officer, { filter: 'overdue', pageSize: '1', page: '2' });
    expect(paged.actions.items.map((action) => action.id)).toEqual([ids.overdueCall]);
    expect(paged.actions.total).toBe(2);
  });

  it('lists new applicant messages, amber and red clocks, and payments awaiting the person', async () => {
    const work = await myWork(people.officer);
    expect(work.applicant.items).toEqual([
      expect.objectContaining({ id: ids.applicant, kind: 'message', caseId: people.caseOf.officer }),
    ]);
    expect(work.clocks.count).toBe(1);
    expect(work.clocks.items[0]).toMatchObject({
      caseId: people.caseOf.officer,
      rag: 'amber',
      clocks: [{ name: 'Decision in 20 days', rag: 'amber', dueDate: '2099-01-01' }],
    });
    // The officer's own request rejected; the authority keeps authorising to its ADMINs.
    expect(work.payments.items).toEqual([
      expect.objectContaining({ id: ids.rejected, reason: 'rejected', rejectionReason: 'No invoice' }),
    ]);
    const admins = await myWork(people.admin);
    expect(admins.payments.items).toEqual([
      expect.objectContaining({ id: ids.toAuthorise, reason: 'to-authorise', amountPence: 50_000 }),
    ]);
    // The admin's My work is about the cases assigned to them: none of the officer's items.
    expect(admins.actions.items).toEqual([]);
    expect(admins.clocks.items).toEqual([]);
  });

  it('lists nothing of a disposed case (an anonymised shell), and still counts as the alarms do', async () => {
    const disposed = await openOfficersCase(context, people, { clientLastName: 'Gone' });
    const onIt = await item(disposed, 'On a disposed case', -DAY);
    const sent = await item(disposed, 'Sent before disposal', -DAY, { fromApplicant: true });
    await context.db.update(cases).set({ disposedAt: new Date() }).where(eq(cases.id, disposed));
    const work = await myWork(people.officer, { filter: 'overdue' });
    expect(work.actions.items.map((action) => action.id)).not.toContain(onIt);
    expect(work.applicant.items.map((news) => news.id)).not.toContain(sent);
    const alarms = await alarmsOf(people.officer);
    expect(work.actions.counts.overdue).toBe(alarms.datePassedRecord);
    expect(work.applicant.count).toBe(alarms.newRecord);
  });

  it("shows another officer their own work only, never the officer's", async () => {
    const work = await myWork(people.colleague);
    expect(work.actions.items.map((action) => action.id)).toEqual([ids.colleagues]);
    expect(work.applicant.items).toEqual([]);
    expect(work.payments.items).toEqual([]);
  });

  it('is refused to READONLY users and to platform admins (403), and to anyone signed out (401)', async () => {
    expect((await get('/my-work', people.reader)).statusCode).toBe(403);
    expect((await get('/my-work', people.platformAdmin)).statusCode).toBe(403);
    expect((await get('/my-work')).statusCode).toBe(401);
  });

  it('refuses a filter or sort it does not know, saying which field', async () => {
    const response = await get('/my-work', people.officer, { filter: 'soon', sort: 'client' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('filter');
    expect(response.body).toContain('sort');
  });
});
