import {
  BULK_ACTION_DIARY_TITLE,
  BULK_ACTION_MESSAGES,
  STATUS_ID,
  type BulkRun,
  type BulkRunCase,
} from '@casekeeper/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actionDiaries,
  actionItems,
  auditLog,
  bulkRuns,
  cases,
  caseStatusHistory,
  webUsers,
} from '../../db/schema';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { runBulkRun } from './run-bulk-run';
import { resumeStalledRuns, STALLED_AFTER_MS } from './resume-stalled-runs';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

let opened = 0;
/** A new case of the authority assigned to `officer`, its client's surname `lastName` (fresh by default). */
async function openCase(officer: SignedInUser | null, lastName = `Bulkley${(opened += 1)}x${Date.now()}`) {
  const response = await post('/case/add', people.admin, {
    clientFirstName: 'Walter',
    clientLastName: lastName,
    addressLine1: '3 Brook Row',
    postCode: 'B33 8TH',
    assignedOfficerId: officer?.id ?? null,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function start(who: SignedInUser, body: object) {
  return post('/bulk-actions', who, body);
}

async function startRun(who: SignedInUser, body: object): Promise<BulkRun> {
  const response = await start(who, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BulkRun }>().data;
}

async function runOf(who: SignedInUser, runId: number): Promise<BulkRun> {
  const response = await get(`/bulk-actions/${runId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BulkRun }>().data;
}

async function resultsOf(who: SignedInUser, runId: number, outcome = ''): Promise<BulkRunCase[]> {
  const response = await get(`/bulk-actions/${runId}/cases`, who, { outcome, pageSize: '100' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: BulkRunCase[] } }>().data.data;
}

const runJobs = () => context.app.jobs.runDue('bulk-actions.run');

async function officersOf(ids: number[]) {
  const rows = await context.db
    .select({ id: cases.id, officer: cases.assignedOfficerId, statusId: cases.statusId })
    .from(cases)
    .where(inArray(cases.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.officer]));
}

async function auditsOf(action: string, caseId: number) {
  return context.db
    .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after, ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(caseId))));
}

describe('bulk reassignment', () => {
  it('reassigns the ticked cases by a job, each audited as a single change, with progress and results', async () => {
    const ids = [await openCase(people.officer), await openCase(people.officer), await openCase(null)];
    const run = await startRun(people.admin, {
      selection: { kind: 'CASES', caseIds: ids },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    expect(run).toMatchObject({
      state: 'RUNNING',
      totalCount: 3,
      doneCount: 0,
      ignoredCount: 0,
      action: 'REASSIGN',
    });
    const [colleague] = await context.db
      .select({ firstName: webUsers.firstName, lastName: webUsers.lastName })
      .from(webUsers)
      .where(eq(webUsers.id, people.colleague.id));
    expect(run.description).toBe(`Reassign to ${colleague?.firstName} ${colleague?.lastName}`);
    // Nothing changes until the job runs.
    expect(Object.values(await officersOf(ids))).not.toContain(people.colleague.id);

    expect(await runJobs()).toMatchObject({ failed: 0 });
    expect(await officersOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, people.colleague.id])));
    expect(await runOf(people.admin, run.id)).toMatchObject({
      state: 'FINISHED',
      doneCount: 3,
      refusedCount: 0,
    });
    const results = await resultsOf(people.admin, run.id);
    expect(results.map((row) => [row.caseId, row.outcome, row.reason])).toEqual(
      ids.map((id) => [id, 'DONE', null]),
    );
    for (const id of ids) {
      const audits = await auditsOf('case.update', id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorId: people.admin.id,
        after: { assignedOfficerId: people.colleague.id },
      });
    }
    const [started] = await context.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk-run.start'), eq(auditLog.entityId, String(people.authorityId))));
    expect(started?.after).toMatchObject({ runId: run.id, count: 3 });
  });

  it('takes every case the list filter lists when it is submitted, and no other', async () => {
    const surname = `Filterby${Date.now()}`;
    const matching = [await openCase(people.officer, surname), await openCase(people.officer, surname)];
    const other = await openCase(people.officer);
    const run = await startRun(people.admin, {
      selection: { kind: 'FILTER', filter: { SearchTerm: surname } },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    expect(run.totalCount).toBe(2);
    await runJobs();
    expect(await officersOf([...matching, other])).toEqual({
      [matching[0] ?? 0]: people.colleague.id,
      [matching[1] ?? 0]: people.colleague.id,
      [other]: people.officer.id,
    });
  });

  it('refuses an officer the case form would not offer, before anything is queued', async () => {
    const id = await openCase(people.officer);
    const response = await start(people.admin, {
      selection: { kind: 'CASES', caseIds: [id] },
      action: { kind: 'REASSIGN', officerId: people.outsider.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('action.officerId');
    const asOfficer = await start(people.officer, {
      selection: { kind: 'CASES', caseIds: [id] },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    expect(asOfficer.statusCode).toBe(400);
    expect(asOfficer.body).toContain('You can assign cases only to yourself');
  });
});

describe('bulk status change', () => {
  it('moves each case the rules allow and reports the others with the reason, through the single change', async () => {
    const moving = await openCase(people.officer);
    const withdrawn = await openCase(people.officer);
    await post(`/case/${withdrawn}/${STATUS_ID.WITHDRAWN}`, people.officer, {});
    const run = await startRun(people.officer, {
      selection: { kind: 'CASES', caseIds: [moving, withdrawn] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.ON_HOLD, note: 'Waiting for the survey' },
    });
    await runJobs();
    expect(await runOf(people.officer, run.id)).toMatchObject({
      state: 'FINISHED',
      doneCount: 1,
      refusedCount: 1,
    });
    const results = await resultsOf(people.officer, run.id);
    expect(results.find((row) => row.caseId === moving)).toMatchObject({ outcome: 'DONE', reason: null });
    expect(results.find((row) => row.caseId === withdrawn)).toMatchObject({
      outcome: 'REFUSED',
      reason: 'A case cannot move from Withdrawn to On hold.',
    });
    expect((await resultsOf(people.officer, run.id, 'REFUSED')).map((row) => row.caseId)).toEqual([
      withdrawn,
    ]);
    const history = await context.db
      .select({ to: caseStatusHistory.toStatusId, note: caseStatusHistory.note })
      .from(caseStatusHistory)
      .where(eq(caseStatusHistory.caseId, moving));
    expect(history).toContainEqual({ to: STATUS_ID.ON_HOLD, note: 'Waiting for the survey' });
    expect(await auditsOf('case.status', moving)).toHaveLength(1);
    // The refused case is as it was: still Withdrawn, one status audit (its own withdrawal).
    const [still] = await context.db
      .select({ statusId: cases.statusId })
      .from(cases)
      .where(eq(cases.id, withdrawn));
    expect(still?.statusId).toBe(STATUS_ID.WITHDRAWN);
    expect(await auditsOf('case.status', withdrawn)).toHaveLength(1);
  });

  it('refuses a disposed case and says so', async () => {
    const id = await openCase(people.officer);
    await context.db.update(cases).set({ disposedAt: new Date() }).where(eq(cases.id, id));
    const run = await startRun(people.admin, {
      selection: { kind: 'CASES', caseIds: [id] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.ON_HOLD },
    });
    await runJobs();
    expect(await resultsOf(people.admin, run.id)).toMatchObject([
      { caseId: id, outcome: 'REFUSED', reason: BULK_ACTION_MESSAGES.caseDisposed },
    ]);
  });

  it('refuses Refused as a bulk move: each refusal needs its reason', async () => {
    const id = await openCase(people.officer);
    const response = await start(people.admin, {
      selection: { kind: 'CASES', caseIds: [id] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.REFUSED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(BULK_ACTION_MESSAGES.refusedOneByOne);
  });
});

describe('a bulk action item', () => {
  it("adds the item to each case's bulk actions diary, due when asked, audited as one added on the case", async () => {
    const ids = [await openCase(people.officer), await openCase(people.officer)];
    await startRun(people.officer, {
      selection: { kind: 'CASES', caseIds: ids },
      action: {
        kind: 'ADD_ACTION_ITEM',
        prefix: 'Call',
        description: 'Ring about the survey',
        scheduledAt: '2030-03-30T09:30:00+01:00',
        text: 'Ask for a date in April',
      },
    });
    await runJobs();
    const items = await context.db
      .select({
        caseId: actionItems.caseId,
        id: actionItems.id,
        prefix: actionItems.prefix,
        scheduledAt: actionItems.scheduledAt,
        text: actionItems.textBody,
        diary: actionDiaries.title,
      })
      .from(actionItems)
      .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
      .where(inArray(actionItems.caseId, ids));
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({
        prefix: 'Call',
        text: 'Ask for a date in April',
        diary: BULK_ACTION_DIARY_TITLE,
      });
      expect(item.scheduledAt.toISOString()).toBe('2030-03-30T08:30:00.000Z');
      expect(await auditsOf('action-item.create', item.id)).toHaveLength(1);
    }
  });
});

describe('whose cases a bulk action reaches', () => {
  it("leaves out another authority's cases and an officer's colleague's, counted as ignored and untouched", async () => {
    const mine = await openCase(people.officer);
    const theirs = await openCase(people.colleague);
    const run = await startRun(people.officer, {
      selection: { kind: 'CASES', caseIds: [mine, theirs, people.caseOf.colleague] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.ON_HOLD },
    });
    expect(run).toMatchObject({ totalCount: 1, ignoredCount: 2 });
    await runJobs();
    expect((await resultsOf(people.officer, run.id)).map((row) => row.caseId)).toEqual([mine]);
    const outsider = await start(people.outsider, {
      selection: { kind: 'CASES', caseIds: [mine] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.ON_HOLD },
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).toContain(BULK_ACTION_MESSAGES.noCases);
    expect(await auditsOf('case.status', theirs)).toHaveLength(0);
  });

  it('never touches a restricted case that does not name the caller, ticked or by filter', async () => {
    const namedAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    const surname = `Hushby${Date.now()}`;
    const restricted = await openCase(people.officer, surname);
    const open = await openCase(people.officer, surname);
    const restriction = await post(`/case/${restricted}/restriction`, namedAdmin, {
      userIds: [namedAdmin.id, people.officer.id],
    });
    expect(restriction.statusCode, restriction.body).toBe(200);
    const ticked = await startRun(people.admin, {
      selection: { kind: 'CASES', caseIds: [restricted, open] },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    expect(ticked).toMatchObject({ totalCount: 1, ignoredCount: 1 });
    const filtered = await startRun(people.admin, {
      selection: { kind: 'FILTER', filter: { SearchTerm: surname } },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    expect(filtered.totalCount).toBe(1);
    await runJobs();
    expect(await officersOf([restricted])).toEqual({ [restricted]: people.officer.id });
    expect(await auditsOf('case.update', restricted)).toHaveLength(0);
  });

  it('is refused to READONLY users, and a run is seen only by who started it', async () => {
    const id = await openCase(people.officer);
    const body = {
      selection: { kind: 'CASES', caseIds: [id] },
      action: { kind: 'CHANGE_STATUS', statusId: STATUS_ID.ON_HOLD },
    };
    expect((await start(people.reader, body)).statusCode).toBe(403);
    const run = await startRun(people.officer, body);
    expect((await get(`/bulk-actions/${run.id}`, people.colleague)).statusCode).toBe(404);
    expect((await get(`/bulk-actions/${run.id}/cases`, people.outsider)).statusCode).toBe(404);
    expect((await get(`/bulk-actions/${run.id}`, people.reader)).statusCode).toBe(403);
    await runJobs();
  });

  it('answers bad input with field errors and changes nothing', async () => {
    const response = await start(people.admin, {
      selection: { kind: 'CASES', caseIds: [] },
      action: { kind: 'REASSIGN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(BULK_ACTION_MESSAGES.caseIdsRequired);
    expect(response.body).toContain(BULK_ACTION_MESSAGES.officerRequired);
  });
});

describe('a run cut short', () => {
  it('keeps the cases done and carries on with the rest, each case changed once', async () => {
    const ids = [
      await openCase(people.officer),
      await openCase(people.officer),
      await openCase(people.officer),
    ];
    const run = await startRun(people.admin, {
      selection: { kind: 'CASES', caseIds: ids },
      action: { kind: 'REASSIGN', officerId: people.colleague.id },
    });
    // The process stops after the first case: the attempt fails, and what it did stays done.
    let looks = 0;
    const stopping = {
      get aborted() {
        looks += 1;
        return looks > 1;
      },
    } as AbortSignal;
    await expect(runBulkRun(context.db, { runId: run.id, isLastAttempt: false, stopping })).rejects.toThrow(
      /stopping/,
    );
    expect(await runOf(people.admin, run.id)).toMatchObject({ state: 'RUNNING', doneCount: 1 });
    expect(Object.values(await officersOf(ids)).filter((id) => id === people.colleague.id)).toHaveLength(1);

    // At the next start (or the next look), the stalled run is queued again and finishes.
    const later = new Date(Date.now() + STALLED_AFTER_MS + 1000);
    expect(await resumeStalledRuns(context.db, context.app.jobs, later)).toContain(run.id);
    await runJobs();
    expect(await runOf(people.admin, run.id)).toMatchObject({
      state: 'FINISHED',
      doneCount: 3,
      refusedCount: 0,
    });
    expect(await officersOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, people.colleague.id])));
    for (const id of ids) expect(await auditsOf('case.update', id)).toHaveLength(1);
    // The original job, retried by the queue, finds nothing left to do.
    const [row] = await context.db
      .select({ done: bulkRuns.doneCount })
      .from(bulkRuns)
      .where(eq(bulkRuns.id, run.id));
    expect(row?.done).toBe(3);
  });
});

describe('exporting the ticked cases', () => {
  it("writes only the named cases of the caller's list, audited with their ids", async () => {
    const surname = `Exportby${Date.now()}`;
    const [first, second] = [
      await openCase(people.officer, surname),
      await openCase(people.officer, surname),
    ];
    await openCase(people.officer, surname);
    const response = await get('/caseexcel/list', people.officer, {
      SearchTerm: surname,
      CaseIds: `${first},${second},${people.caseOf.colleague}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [audit] = await context.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.export'), eq(auditLog.actorId, people.officer.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // The colleague's case is not the officer's: named, it is still not exported.
    expect(audit?.after).toMatchObject({ rows: 2, caseIds: [first, second, people.caseOf.colleague] });
    const refused = await get('/caseexcel/list', people.officer, { CaseIds: '1,x' });
    expect(refused.statusCode).toBe(400);
  });
});
