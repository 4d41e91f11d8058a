import { DISPOSAL_MESSAGES, DISPOSED_TEXT } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionItems, auditLog, cases, disposalReviews, files, webUsers } from '../../db/schema';
import { apiCalls, lastAudit } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { storedPaths } from '../../test/stored-files';
import { distinctivePerson, searchedValues, seedPersonsCase } from './personal-data-test-case';
import { runDisposalReview } from './run-disposal-review';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);

const review = () =>
  runDisposalReview({ db: context.db, ownerDb: context.ownerDb, fileStorage: context.app.fileStorage });

/** Every table of every schema (pg-boss's, drizzle's journal too), with the rows naming any of the values. */
async function tablesNaming(values: string[]): Promise<Record<string, number>> {
  const tables = await context.ownerDb.execute<{ schemaname: string; tablename: string }>(sql`
    select schemaname, tablename from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`);
  expect(tables.rows.length).toBeGreaterThan(40);
  const found: Record<string, number> = {};
  for (const { schemaname, tablename } of tables.rows) {
    const patterns = values.map((value) => `%${value}%`);
    const result = await context.ownerDb.execute<{ count: number }>(sql`
      select count(*)::int as count from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} t
      where lower(t::text) like any (${sql.raw(`array[${patterns.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ')}]`)})`);
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) found[`${schemaname}.${tablename}`] = count;
  }
  return found;
}

/** The kept files (not temporary ones) whose bytes name any of the values. */
async function storedFilesNaming(values: string[]): Promise<string[]> {
  const root = context.config.FILE_STORAGE_DIR;
  const naming: string[] = [];
  for (const path of await storedPaths(root)) {
    const text = (await readFile(join(root, path), 'utf8')).toLowerCase();
    if (values.some((value) => text.includes(value))) naming.push(path);
  }
  return naming;
}

/** The case's items not yet completed: what rings its officer's alarm. */
async function openItemsOf(caseId: number): Promise<number> {
  const rows = await context.db
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(and(eq(actionItems.caseId, caseId), eq(actionItems.isCompleted, false)));
  return rows.length;
}

/** What the authority's dashboards and the case's clocks say: a disposal changes none of it. */
async function figures(caseId: number) {
  const answers = await Promise.all([
    get(`/case/team-summary/${people.authorityId}`, people.admin),
    get('/case/clockPerformance/', people.admin, { MonthFrom: '2018-01', MonthTo: '2022-12' }),
    get(`/case/${caseId}/clocks`, people.admin),
    get(`/case/status-history/${caseId}`, people.admin),
  ]);
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const [team, clocks, caseClocks, history] = answers.map((answer) => answer.json<{ data: unknown }>().data);
  const dates = (history as { changedAt?: string; statusId?: number }[]).map((entry) => [
    entry.changedAt,
    entry.statusId,
  ]);
  return { team, clocks, caseClocks, dates };
}

describe('the retention schedule', () => {
  const path = () => `/retention-schedule/${people.authorityId}`;

  it('is six years for everything until an ADMIN sets it, then what they saved, audited', async () => {
    const read = await get(path(), people.admin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({
      authorityId: people.authorityId,
      caseRetentionYears: 6,
      applicantAccountRetentionYears: 6,
      fileRetentionYears: 6,
    });
    const saved = await post(path(), people.admin, {
      caseRetentionYears: 8,
      applicantAccountRetentionYears: 2,
      fileRetentionYears: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: DISPOSAL_MESSAGES.scheduleSaved,
      data: { caseRetentionYears: 8, applicantAccountRetentionYears: 2, fileRetentionYears: 3 },
    });
    expect(await lastAudit(context.db, 'authority.retention-schedule', people.authorityId)).toMatchObject({
      actorId: people.admin.id,
      before: { caseRetentionYears: 6, applicantAccountRetentionYears: 6, fileRetentionYears: 6 },
      after: { caseRetentionYears: 8, applicantAccountRetentionYears: 2, fileRetentionYears: 3 },
    });
    // A platform admin reads and sets any authority's.
    const byPlatform = await post(path(), people.platformAdmin, {
      caseRetentionYears: 6,
      applicantAccountRetentionYears: 6,
      fileRetentionYears: 6,
    });
    expect(byPlatform.statusCode, byPlatform.body).toBe(200);
  });

  it('refuses files kept longer than cases, and years out of range, with messages and no change', async () => {
    const longer = await post(path(), people.admin, {
      caseRetentionYears: 3,
      applicantAccountRetentionYears: 3,
      fileRetentionYears: 4,
    });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().data.fields).toEqual({
      fileRetentionYears: [DISPOSAL_MESSAGES.filesLongerThanCases],
    });
    const outOfRange = await post(path(), people.admin, {
      caseRetentionYears: 51,
      applicantAccountRetentionYears: 0,
      fileRetentionYears: 2.5,
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().data.fields).toMatchObject({
      caseRetentionYears: [DISPOSAL_MESSAGES.yearsRange],
      applicantAccountRetentionYears: [DISPOSAL_MESSAGES.yearsRange],
      fileRetentionYears: [DISPOSAL_MESSAGES.yearsWhole],
    });
    expect((await get(path(), people.admin)).json().data).toMatchObject({ caseRetentionYears: 6 });
  });

  it("is another authority's ADMIN's to neither read nor change, nor an officer's", async () => {
    expect((await get(path(), people.outsider)).statusCode).toBe(403);
    expect((await get(path(), people.officer)).statusCode).toBe(403);
    const body = { caseRetentionYears: 1, applicantAccountRetentionYears: 1, fileRetentionYears: 1 };
    expect((await post(path(), people.outsider, body)).statusCode).toBe(403);
  });
});

describe('disposing of a case', () => {
  it('leaves nothing personal in any table or the file store, and the figures as they were', async () => {
    const person = distinctivePerson();
    const values = searchedValues(person);
    const { caseId, applicantId } = await seedPersonsCase(context, people.admin, person);

    // Before: the person is everywhere the product keeps them (so the search below can find them).
    const before = await tablesNaming(values);
    for (const table of [
      'public.cases',
      'public.action_diaries',
      'public.action_items',
      'public.files',
      'public.warning_notes',
      'public.web_users',
      'public.mail_outbox',
      'public.audit_log',
      'public.case_status_history',
      'public.case_replies',
      'public.document_requests',
    ]) {
      expect(before[table], `${table} holds the person before the disposal`).toBeGreaterThan(0);
    }
    // The officer's file, the applicant's document and the one sent against a request.
    expect((await storedFilesNaming(values)).length).toBe(3);
    const figuresBefore = await figures(caseId);
    // Open: the officer's two overdue items, the three the applicant sent, still new, and the
    // chase item of the document asked for again.
    expect(await openItemsOf(caseId)).toBe(6);

    // In the review as the nightly job puts it (which would also have disposed of the files and the
    // applicant's account, whose periods have run out too: here the case's disposal takes them).
    await context.db
      .insert(disposalReviews)
      .values({ authorityId: people.authorityId, caseId, dueOn: '2025-03-14' });
    const listed = await get('/disposal-review', people.admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const row = (listed.json().data.data as { caseId: number }[]).find((entry) => entry.caseId === caseId);
    expect(row).toMatchObject({
      state: 'PENDING',
      endedOn: '2019-03-14',
      dueOn: '2025-03-14',
      statusId: 11,
      keepReason: null,
    });
    expect(JSON.stringify(listed.json())).not.toContain(person.lastName);

    const unconfirmed = await post('/disposal-review/dispose', people.admin, {
      caseId,
      confirmDisposal: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().data.fields).toEqual({
      confirmDisposal: [DISPOSAL_MESSAGES.confirmationRequired],
    });
    expect(
      (await post('/disposal-review/dispose', people.outsider, { caseId, confirmDisposal: true })).statusCode,
    ).toBe(404);

    const disposed = await post('/disposal-review/dispose', people.admin, { caseId, confirmDisposal: true });
    expect(disposed.statusCode, disposed.body).toBe(200);
    expect(disposed.json().message).toBe(DISPOSAL_MESSAGES.disposed);

    // After: no table of any schema, and no file in the store, holds any of the values.
    expect(await tablesNaming(values)).toEqual({});
    expect(await storedFilesNaming(values)).toEqual([]);
    // The figures of the past read as before; the case's open items are completed by the disposal
    // (a disposed case asks nothing more of anyone), so they leave the overdue count, alarms and My work.
    expect(await openItemsOf(caseId)).toBe(0);
    const figuresAfter = await figures(caseId);
    const teamBefore = figuresBefore.team as { overdueActions: number; upcomingActions: number };
    expect(figuresAfter).toEqual({
      ...figuresBefore,
      // The officer's two overdue items, and the chase item of the document asked for again.
      team: {
        ...teamBefore,
        overdueActions: teamBefore.overdueActions - 2,
        upcomingActions: teamBefore.upcomingActions - 1,
      },
    });

    // The shell: the case reads as disposed; its files' rows say so; the applicant cannot sign in.
    const shell = await get(`/case/edit/${caseId}`, people.admin);
    expect(shell.statusCode, shell.body).toBe(200);
    expect(shell.json().data).toMatchObject({
      clientFirstName: DISPOSED_TEXT,
      clientEmail: null,
      uprn: null,
    });
    const fileRows = await context.db
      .select({ name: files.originalName, disposedAt: files.disposedAt })
      .from(files);
    expect(fileRows.filter((file) => file.disposedAt !== null).map((file) => file.name)).toEqual([
      'Disposed file',
      'Disposed file',
      // The document sent against a request.
      'Disposed file',
    ]);
    const [account] = await context.db
      .select({ isActive: webUsers.isActive, email: webUsers.email })
      .from(webUsers)
      .where(eq(webUsers.id, applicantId));
    expect(account).toEqual({ isActive: false, email: `disposed-${applicantId}@disposed.invalid` });

    // Audited: by whom, under which rule; cannot be undone; writes to the shell are refused.
    expect(await lastAudit(context.db, 'disposal.dispose', caseId)).toMatchObject({
      actorId: people.admin.id,
      authorityId: people.authorityId,
      after: {
        rule: DISPOSAL_MESSAGES.disposedUnder(6, '2019-03-14'),
        removed: { files: 3, warningNotes: 1, applicantAccess: 1, applicantAccounts: 1 },
      },
    });
    const again = await post('/disposal-review/dispose', people.admin, { caseId, confirmDisposal: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISPOSAL_MESSAGES.alreadyDisposed);
    const [reviewRow] = await context.db
      .select({ state: disposalReviews.state, decidedById: disposalReviews.decidedById })
      .from(disposalReviews)
      .where(eq(disposalReviews.caseId, caseId));
    expect(reviewRow).toEqual({ state: 'DISPOSED', decidedById: people.admin.id });
    const write = await post('/warningNote/add', people.admin, {
      caseId,
      subject: 'CLIENT',
      type: 'OTHER',
      text: 'Back again',
      reviewOn: '2099-01-01',
    });
    expect(write.statusCode).toBe(409);
    expect(write.json().message).toBe(DISPOSAL_MESSAGES.caseDisposed);
    const reopen = await post(`/case/${caseId}/3`, people.admin, { note: 'Reopened' });
    expect(reopen.statusCode).toBe(409);
    // The audit entries of the case stay, as who did what when, without what they held.
    const entries = await context.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'case'), eq(auditLog.entityId, String(caseId))));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['case.create', 'case.status', 'applicant.invite', 'disposal.dispose']),
    );
    expect(entries.find((entry) => entry.action === 'case.create')?.after).toEqual({ disposed: true });
  });
});

describe('the nightly disposal review', () => {
  it('lists due cases once, lets a reopened one leave and brings a kept one back when its date passes', async () => {
    const due = await seedPersonsCase(context, people.admin, distinctivePerson(), { endedOn: '2018-06-01' });
    const notYet = await seedPersonsCase(context, people.admin, distinctivePerson(), {
      endedOn: '2024-06-01',
    });
    await review();
    const second = await review();
    expect(second).toMatchObject({ listed: 0, returned: 0, left: 0 });
    const inReview = async () =>
      (
        await context.db
          .select({ caseId: disposalReviews.caseId, state: disposalReviews.state })
          .from(disposalReviews)
      ).filter((row) => row.caseId === due.caseId || row.caseId === notYet.caseId);
    expect(await inReview()).toEqual([{ caseId: due.caseId, state: 'PENDING' }]);
    const [dueRow] = await context.db
      .select({ dueOn: disposalReviews.dueOn })
      .from(disposalReviews)
      .where(eq(disposalReviews.caseId, due.caseId));
    expect(dueRow?.dueOn).toBe('2024-06-01');

    // Kept: a reason, a note for OTHER, a date after today and within ten years.
    const keep = (fields: object) =>
      post('/disposal-review/keep', people.admin, { caseId: due.caseId, ...fields });
    const noNote = await keep({ reason: 'OTHER', note: ' ', keptUntil: '2030-01-01' });
    expect(noNote.json().data.fields).toEqual({ note: [DISPOSAL_MESSAGES.noteRequired] });
    const past = await keep({ reason: 'COMPLAINT', keptUntil: '2020-01-01' });
    expect(past.json().data.fields).toEqual({ keptUntil: [DISPOSAL_MESSAGES.keptUntilPast] });
    const tooFar = await keep({ reason: 'COMPLAINT', keptUntil: '2099-01-01' });
    expect(tooFar.json().data.fields).toEqual({ keptUntil: [DISPOSAL_MESSAGES.keptUntilTooFar] });
    expect(
      (
        await post('/disposal-review/keep', people.outsider, {
          caseId: due.caseId,
          reason: 'COMPLAINT',
          keptUntil: '2030-01-01',
        })
      ).statusCode,
    ).toBe(404);
    const kept = await keep({ reason: 'OMBUDSMAN', note: 'Ombudsman case 4411', keptUntil: '2030-01-01' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      state: 'KEPT',
      keepReason: 'OMBUDSMAN',
      keptUntil: '2030-01-01',
    });
    expect(await lastAudit(context.db, 'disposal.keep', due.caseId)).toMatchObject({
      actorId: people.admin.id,
    });
    const keptList = await get('/disposal-review', people.admin, { state: 'KEPT' });
    expect((keptList.json().data.data as { caseId: number }[]).map((row) => row.caseId)).toContain(
      due.caseId,
    );

    // The day after it was kept until, the review brings it back.
    await runDisposalReview(
      { db: context.db, ownerDb: context.ownerDb, fileStorage: context.app.fileStorage },
      new Date('2030-01-02T12:00:00Z'),
    );
    expect(await inReview()).toEqual(expect.arrayContaining([{ caseId: due.caseId, state: 'PENDING' }]));

    // Reopened by an ADMIN: it leaves the review.
    const [left] = await context.db
      .select({ previous: cases.previousStatusId })
      .from(cases)
      .where(eq(cases.id, due.caseId));
    const reopened = await post(`/case/${due.caseId}/${left?.previous ?? 0}`, people.admin, {
      note: 'Reopened',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await review()).left).toBeGreaterThanOrEqual(1);
    expect((await inReview()).filter((row) => row.caseId === due.caseId)).toEqual([]);
  });

  it('disposes of files past their own period, keeping the case and its rows', async () => {
    const person = distinctivePerson();
    const { caseId } = await post(`/retention-schedule/${people.authorityId}`, people.admin, {
      caseRetentionYears: 20,
      applicantAccountRetentionYears: 1,
      fileRetentionYears: 2,
    }).then(async () => seedPersonsCase(context, people.admin, person, { endedOn: '2022-05-05' }));
    const report = await review();
    expect(report.filesDisposed).toBeGreaterThanOrEqual(2);
    expect(report.applicantAccountsDisposed).toBeGreaterThanOrEqual(1);
    expect(await storedFilesNaming(searchedValues(person))).toEqual([]);
    const [row] = await context.db
      .select({ name: cases.clientLastName })
      .from(cases)
      .where(eq(cases.id, caseId));
    expect(row?.name).toBe(person.lastName);
    expect(await lastAudit(context.db, 'disposal.files', caseId)).toMatchObject({ actorId: null });
    await post(`/retention-schedule/${people.authorityId}`, people.admin, {
      caseRetentionYears: 6,
      applicantAccountRetentionYears: 6,
      fileRetentionYears: 6,
    });
  });
});

describe('a bulk disposal', () => {
  it('disposes of each case by a job, with progress to read, and one batch at a time', async () => {
    const seeded = [
      await seedPersonsCase(context, people.admin, distinctivePerson()),
      await seedPersonsCase(context, people.admin, distinctivePerson()),
    ];
    await review();
    const caseIds = seeded.map((entry) => entry.caseId);
    const started = await post('/disposal-review/dispose-batch', people.admin, {
      caseIds,
      confirmDisposal: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const batch = started.json().data as { id: number };
    expect(started.json().data).toMatchObject({ caseCount: 2, disposedCount: 0, state: 'RUNNING' });
    const busy = await post('/disposal-review/dispose-batch', people.admin, {
      caseIds,
      confirmDisposal: true,
    });
    expect(busy.statusCode).toBe(409);
    expect((await get('/disposal-review', people.admin)).json().data.runningBatch).toMatchObject({
      id: batch.id,
    });
    expect((await get(`/disposal-review/batch/${batch.id}`, people.outsider)).statusCode).toBe(404);

    expect(await context.app.jobs.runDue('disposal.batch')).toEqual({ completed: 1, failed: 0 });
    const progress = await get(`/disposal-review/batch/${batch.id}`, people.admin);
    expect(progress.json().data).toMatchObject({ caseCount: 2, disposedCount: 2, state: 'FINISHED' });
    const shells = await context.db
      .select({ disposedAt: cases.disposedAt })
      .from(cases)
      .where(sql`${cases.id} in ${caseIds}`);
    expect(shells.every((shell) => shell.disposedAt !== null)).toBe(true);
    expect((await get('/disposal-review', people.admin)).json().data.runningBatch).toBeNull();
  });

  it('refuses cases not in the review, unconfirmed or repeated, starting nothing', async () => {
    const open = await post('/disposal-review/dispose-batch', people.admin, {
      caseIds: [people.caseOf.officer],
      confirmDisposal: true,
    });
    expect(open.statusCode).toBe(404);
    const repeated = await post('/disposal-review/dispose-batch', people.admin, {
      caseIds: [1, 1],
      confirmDisposal: true,
    });
    expect(repeated.json().data.fields).toEqual({ caseIds: [DISPOSAL_MESSAGES.caseIdsRepeated] });
    const empty = await post('/disposal-review/dispose-batch', people.admin, {
      caseIds: [],
      confirmDisposal: true,
    });
    expect(empty.json().data.fields).toEqual({ caseIds: [DISPOSAL_MESSAGES.caseIdsRequired] });
  });
});
