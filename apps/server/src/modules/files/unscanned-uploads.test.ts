import { FILE_MESSAGES, VIRUS_SCANNING_OFF_NOTICE } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { actionItems, files } from '../../db/schema';
import { apiCalls, signedInApplicant } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { storedPaths } from '../../test/stored-files';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
// No CLAMD_HOST: uploads go unscanned, and applicants' documents are turned off.
const context = useTestApp({ LOG_LEVEL: 'warn', PORTAL_UPLOADS_WITHOUT_SCANNER: 'off' }, { logStream });
const { get } = apiCalls(context);
const people = useCaseWorkers(context);

describe('uploads without a virus scanner configured', () => {
  it('says so in the log at start', () => {
    const warning = logLines
      .map((line) => JSON.parse(line) as { msg?: string; level?: number })
      .find((line) => line.msg === VIRUS_SCANNING_OFF_NOTICE);
    expect(warning).toMatchObject({ level: 40 });
  });

  it('records an upload as NOT_SCANNED, queues no scan, and lets it be downloaded at once', async () => {
    const form = multipartForm(
      {
        diaryId: people.officersDiary,
        prefix: 'Letter',
        description: 'Unscanned',
        scheduledAt: '2026-04-01T10:00:00+01:00',
      },
      { file: { name: 'letter.pdf', content: PDF } },
    );
    const added = await postMultipart(context.app, '/api/actionItemFile/add', people.officer, form);
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().data;
    expect(item.file.scanStatus).toBe('NOT_SCANNED');
    expect(await context.app.jobs.runDue('files.scan')).toEqual({ completed: 0, failed: 0 });
    const downloaded = await get(`/actionItemFile/download/${item.id}`, people.officer);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);
  });

  it('shows the platform admin a notice on the dashboard', async () => {
    const dashboard = await get('/admin/dashboard', people.platformAdmin);
    expect(dashboard.json().data.virusScanning).toEqual({ configured: false, pendingFiles: 0 });
  });

  it("refuses an applicant's document while PORTAL_UPLOADS_WITHOUT_SCANNER is off, keeping nothing", async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const before = {
      rows: await context.db.$count(files),
      paths: await storedPaths(context.config.FILE_STORAGE_DIR),
    };
    const form = multipartForm({ note: 'My payslip' }, { file: { name: 'payslip.pdf', content: PDF } });
    const sent = await postMultipart(context.app, '/api/portal/document', applicant, form);
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({
      message: FILE_MESSAGES.portalUploadsOff,
      data: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await context.db.$count(files)).toBe(before.rows);
    expect(await storedPaths(context.config.FILE_STORAGE_DIR)).toEqual(before.paths);
    expect(await context.db.$count(actionItems, eq(actionItems.createdById, applicant.id))).toBe(0);
  });
});
