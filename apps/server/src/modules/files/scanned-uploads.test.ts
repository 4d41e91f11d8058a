import { FILE_MESSAGES } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { actionItems, auditLog, files } from '../../db/schema';
import { apiCalls, signedInApplicant, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { EICAR, startFakeClamd, type FakeClamd } from '../../test/fake-clamd';
import { multipartForm, postMultipart, type FormFile } from '../../test/multipart';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const environment: Record<string, string> = {};
let clamd: FakeClamd;
let smtp: TestSmtpServer;
beforeAll(async () => {
  clamd = await startFakeClamd();
  smtp = await startTestSmtpServer();
  Object.assign(environment, clamd.environment, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await clamd.close();
  await smtp.close();
});
const context = useTestApp(environment);
const { get } = apiCalls(context);
const people = useCaseWorkers(context);

function upload(file: FormFile, who: SignedInUser = people.officer) {
  const form = multipartForm(
    {
      diaryId: people.officersDiary,
      prefix: 'Letter',
      description: 'From the client',
      scheduledAt: '2026-04-01T10:00:00+01:00',
    },
    { file },
  );
  return postMultipart(context.app, '/api/actionItemFile/add', who, form);
}

async function uploadedItem(file: FormFile) {
  const added = await upload(file);
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ data: { id: number; file: { scanStatus: string } } }>().data;
}

async function fileOfItem(itemId: number) {
  const [row] = await context.db
    .select({ file: files })
    .from(actionItems)
    .innerJoin(files, eq(files.id, actionItems.fileId))
    .where(eq(actionItems.id, itemId));
  if (!row) throw new Error('the item has no file');
  return row.file;
}

const download = (itemId: number) => get(`/actionItemFile/download/${itemId}`, people.officer);
const objectPath = (storageKey: string) => join(context.config.FILE_STORAGE_DIR, 'objects', storageKey);
const downloadsAudited = (itemId: number) =>
  context.db.$count(
    auditLog,
    sql`${auditLog.action} = 'action-item.file-download' and ${auditLog.entityId} = ${String(itemId)}`,
  );

/** The scan jobs of a file still waiting, being run or due a retry. */
async function liveScanJobs(fileId: string) {
  const { rows } = await context.ownerDb.execute<{
    state: string;
    retry_count: number;
    start_after: Date;
  }>(sql`
    select state, retry_count, start_after from pgboss.job
    where name = 'files.scan' and data ->> 'fileId' = ${fileId} and state in ('created', 'retry', 'active')`);
  return rows;
}

/** Makes a retry waiting for its back-off due now, as the clock would in a while. */
const makeRetriesDue = () =>
  context.ownerDb.execute(
    sql`update pgboss.job set start_after = now() where name = 'files.scan' and state = 'retry'`,
  );

describe('uploads scanned for viruses by a ClamAV daemon', () => {
  it('keeps a new upload from download while it is checked, and lets it be downloaded once found clean', async () => {
    const item = await uploadedItem({ name: 'letter.pdf', content: PDF });
    expect(item.file.scanStatus).toBe('PENDING');

    const early = await download(item.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: FILE_MESSAGES.beingChecked, data: { code: 'CONFLICT' } });
    // A refused download is no download: nothing in the audit log.
    expect(await downloadsAudited(item.id)).toBe(0);

    const scansBefore = clamd.scans;
    expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 1, failed: 0 });
    expect(clamd.scans).toBe(scansBefore + 1);
    expect(await fileOfItem(item.id)).toMatchObject({ scanStatus: 'CLEAN', scannedAt: expect.any(Date) });

    const listed = await get(`/actionDiary/edit/${people.officersDiary}`, people.officer);
    const listedItem = listed.json().data.items.find((candidate: { id: number }) => candidate.id === item.id);
    expect(listedItem.file.scanStatus).toBe('CLEAN');
    const later = await download(item.id);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses an infected upload: its bytes removed, the row kept as INFECTED, audited, the uploader mailed', async () => {
    const item = await uploadedItem({ name: 'invoice.txt', content: `Invoice\n${EICAR}\n` });
    const stored = await fileOfItem(item.id);
    expect(existsSync(objectPath(stored.storageKey))).toBe(true);

    expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 1, failed: 0 });

    expect(await fileOfItem(item.id)).toMatchObject({ scanStatus: 'INFECTED', scannedAt: expect.any(Date) });
    expect(existsSync(objectPath(stored.storageKey))).toBe(false);
    const [audited] = await context.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'file.infected' and ${auditLog.entityId} = ${stored.id}`);
    expect(audited).toMatchObject({
      entityType: 'file',
      actorId: null,
      authorityId: people.authorityId,
      after: {
        name: 'invoice.txt',
        sha256: stored.sha256,
        signature: 'Eicar-Signature',
        uploadedById: people.officer.id,
      },
    });

    const refused = await download(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: FILE_MESSAGES.infected });
    expect(await downloadsAudited(item.id)).toBe(0);
    const listed = await get(`/actionDiary/edit/${people.officersDiary}`, people.officer);
    expect(
      listed.json().data.items.find((candidate: { id: number }) => candidate.id === item.id),
    ).toMatchObject({ file: { name: 'invoice.txt', scanStatus: 'INFECTED' } });

    await context.app.mailer.deliverDueMail();
    const refusal = smtp.received.find((mail) => mail.subject.includes('refused'));
    expect(refusal).toMatchObject({
      to: [people.officer.email],
      subject: 'A file you uploaded was refused: a virus was found',
    });
    expect(refusal?.text).toContain('was checked for viruses, and one was found in it');
  });

  it('tries again with a back-off while the scanner is away, and scans the file once it is back', async () => {
    const item = await uploadedItem({ name: 'away.pdf', content: PDF });
    const { id: fileId } = await fileOfItem(item.id);
    await clamd.stop();
    try {
      expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 0, failed: 1 });
      expect(await fileOfItem(item.id)).toMatchObject({ scanStatus: 'PENDING', scannedAt: null });
      const [retry] = await liveScanJobs(fileId);
      expect(retry?.state).toBe('retry');
      // Not at once: the queue waits before trying again.
      expect(new Date(retry?.start_after ?? 0).getTime()).toBeGreaterThan(Date.now() + 10_000);
      expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 0, failed: 0 });
      expect((await download(item.id)).statusCode).toBe(409);
    } finally {
      await clamd.start();
    }
    await makeRetriesDue();
    expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 1, failed: 0 });
    expect(await fileOfItem(item.id)).toMatchObject({ scanStatus: 'CLEAN' });
    expect((await download(item.id)).statusCode).toBe(200);
  });

  it('finds its queued scans after a restart, and queues again a PENDING file whose scan was lost', async () => {
    const kept = await uploadedItem({ name: 'kept.pdf', content: PDF });
    const lost = await uploadedItem({ name: 'lost.pdf', content: PDF });
    const lostFile = await fileOfItem(lost.id);
    // As if its job had failed for the last time while the scanner was away for a day.
    await context.ownerDb.execute(sql`delete from pgboss.job where data ->> 'fileId' = ${lostFile.id}`);

    // A new process on the same database: the jobs are in PostgreSQL, not in the old one's memory.
    const restarted = await buildApp({ config: context.config, db: context.db });
    try {
      await restarted.ready();
      await restarted.jobs.send(context.db, 'files.scan-requeue', {});
      expect(await restarted.jobs.runDue('files.scan-requeue')).toEqual({ completed: 1, failed: 0 });
      // The kept file's job was still queued: it is not queued twice.
      expect(await liveScanJobs((await fileOfItem(kept.id)).id)).toHaveLength(1);
      expect(await liveScanJobs(lostFile.id)).toHaveLength(1);
      expect(await restarted.jobs.runDue('files.scan')).toEqual({ completed: 2, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect(await fileOfItem(kept.id)).toMatchObject({ scanStatus: 'CLEAN' });
    expect(await fileOfItem(lost.id)).toMatchObject({ scanStatus: 'CLEAN' });
  });

  it("holds an applicant's document from the officer until it is scanned", async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const form = multipartForm({ note: 'My payslip' }, { file: { name: 'payslip.pdf', content: PDF } });
    const sent = await postMultipart(context.app, '/api/portal/document', applicant, form);
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await context.db
      .select({ itemId: actionItems.id, scanStatus: files.scanStatus })
      .from(actionItems)
      .innerJoin(files, eq(files.id, actionItems.fileId))
      .where(eq(files.uploadedById, applicant.id));
    expect(row?.scanStatus).toBe('PENDING');
    const officerDownload = () => get(`/actionItemFile/download/${row?.itemId}`, people.officer);
    expect((await officerDownload()).statusCode).toBe(409);
    await context.app.jobs.runDue('files.scan');
    expect((await officerDownload()).statusCode).toBe(200);
  });

  it('tells the applicant in the portal where each document they sent stands, a refused one too', async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const send = (name: string, content: Buffer) =>
      postMultipart(
        context.app,
        '/api/portal/document',
        applicant,
        multipartForm({ note: 'As asked' }, { file: { name, content } }),
      );
    expect((await send('payslip.pdf', PDF)).statusCode).toBe(200);
    expect((await send('bank-letter.txt', Buffer.from(`Dear applicant\n${EICAR}\n`))).statusCode).toBe(200);
    const sentDocuments = async () => {
      const answer = await get('/portal/case', applicant);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<{ data: { sentDocuments: { name: string; state: string }[] } }>()
        .data.sentDocuments.map(({ name, state }) => ({ name, state }));
    };
    expect(await sentDocuments()).toEqual([
      { name: 'bank-letter.txt', state: 'CHECKING' },
      { name: 'payslip.pdf', state: 'CHECKING' },
    ]);
    await context.app.jobs.runDue('files.scan');
    expect(await sentDocuments()).toEqual([
      { name: 'bank-letter.txt', state: 'REFUSED' },
      { name: 'payslip.pdf', state: 'RECEIVED' },
    ]);
  });

  it('tells the platform admin how many uploads wait for the scanner', async () => {
    await uploadedItem({ name: 'waiting.pdf', content: PDF });
    const dashboard = await get('/admin/dashboard', people.platformAdmin);
    expect(dashboard.json().data.virusScanning).toEqual({ configured: true, pendingFiles: 1 });
    await context.app.jobs.runDue('files.scan');
    const after = await get('/admin/dashboard', people.platformAdmin);
    expect(after.json().data.virusScanning).toEqual({ configured: true, pendingFiles: 0 });
  });
});
