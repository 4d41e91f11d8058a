import {
  PORTAL_DOCUMENT_BYTES_PER_CASE,
  PORTAL_DOCUMENTS_PER_WINDOW,
  PORTAL_LIMIT_MESSAGES,
  PORTAL_MESSAGES_PER_WINDOW,
  PORTAL_SEND_WINDOW_MINUTES,
  type AlarmItem,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, applicantCases, auditLog, files } from '../../db/schema';
import { apiCalls, freshIp, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { multipartForm, postMultipart } from '../../test/multipart';
import { storedPaths as storedPathsUnder } from '../../test/stored-files';

const context = useTestApp();
const { post } = apiCalls(context);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let officer: SignedInUser;

beforeAll(async () => {
  officer = await signedInUser(context, { role: 'READWRITE' });
});

/** The case the applicant follows. */
async function caseOf(applicant: SignedInUser): Promise<number> {
  const [row] = await context.db
    .select({ caseId: applicantCases.caseId })
    .from(applicantCases)
    .where(eq(applicantCases.applicantId, applicant.id));
  if (!row) throw new Error('the applicant follows no case');
  return row.caseId;
}

const itemsOn = (caseId: number) => context.db.$count(actionItems, eq(actionItems.caseId, caseId));

const auditRowsBy = (applicant: SignedInUser, action: string) =>
  context.db.$count(auditLog, and(eq(auditLog.actorId, applicant.id), eq(auditLog.action, action)));

function sendDocument(applicant: SignedInUser, note = 'Proof of income') {
  const form = multipartForm({ note }, { file: { name: 'payslip.pdf', content: PDF } });
  return postMultipart(context.app, '/api/portal/document', applicant, form);
}

/** Every file in storage (kept or temporary), by its path within it. */
const storedPaths = () => storedPathsUnder(context.config.FILE_STORAGE_DIR);

describe('how much an applicant may send from the portal', () => {
  it('refuses the message past the limit in the window with a 429 and Retry-After, keeping nothing and raising no alarm', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    for (let sent = 1; sent <= PORTAL_MESSAGES_PER_WINDOW; sent += 1) {
      // Each from an address of its own: the limit is the applicant's, wherever they are.
      expect((await post('/portal/message', applicant, { message: `Message ${sent}` })).statusCode).toBe(200);
    }

    const refused = await post('/portal/message', applicant, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PORTAL_SEND_WINDOW_MINUTES * 60);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: PORTAL_LIMIT_MESSAGES.tooManyMessages(`${PORTAL_SEND_WINDOW_MINUTES} minutes`),
    });
    expect(await itemsOn(caseId)).toBe(PORTAL_MESSAGES_PER_WINDOW);
    expect(await auditRowsBy(applicant, 'portal.message')).toBe(PORTAL_MESSAGES_PER_WINDOW);
    const alarms = await context.app.inject({
      method: 'GET',
      url: `/api/dashboard/action-items/${officer.id}/5/25`,
      headers: officer.auth,
      remoteAddress: freshIp(),
    });
    const onCase = alarms
      .json<{ data: { data: AlarmItem[] } }>()
      .data.data.filter((alarm) => alarm.caseManagerDetailId === caseId);
    expect(onCase).toHaveLength(PORTAL_MESSAGES_PER_WINDOW);

    // Another applicant has a limit of their own.
    const neighbour = await signedInApplicant(context, officer);
    expect((await post('/portal/message', neighbour, { message: 'Hello' })).statusCode).toBe(200);
  });

  it('refuses the document past the limit in the window with a 429, keeping no item, row or file', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    for (let sent = 1; sent <= PORTAL_DOCUMENTS_PER_WINDOW; sent += 1) {
      expect((await sendDocument(applicant, `Page ${sent}`)).statusCode).toBe(200);
    }
    const before = { rows: await context.db.$count(files), paths: await storedPaths() };

    const refused = await sendDocument(applicant);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      PORTAL_LIMIT_MESSAGES.tooManyDocuments(`${PORTAL_SEND_WINDOW_MINUTES} minutes`),
    );
    expect(await itemsOn(caseId)).toBe(PORTAL_DOCUMENTS_PER_WINDOW);
    expect(await context.db.$count(files)).toBe(before.rows);
    expect(await storedPaths()).toEqual(before.paths);
  });

  it("refuses a document that would take the case past its room for applicants' documents, keeping no row or file, even two at once", async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    expect((await sendDocument(applicant)).statusCode).toBe(200);
    // As if the first document had been large: room is left for exactly one more.
    const [first] = await context.db
      .select({ fileId: actionItems.fileId })
      .from(actionItems)
      .where(eq(actionItems.caseId, caseId));
    await context.db
      .update(files)
      .set({ sizeBytes: PORTAL_DOCUMENT_BYTES_PER_CASE - 2 * PDF.length })
      .where(eq(files.id, first?.fileId ?? ''));
    expect((await sendDocument(applicant)).statusCode).toBe(200);
    const before = { rows: await context.db.$count(files), paths: await storedPaths() };

    const both = await Promise.all([sendDocument(applicant), sendDocument(applicant)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = both.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      statusCode: 422,
      message: PORTAL_LIMIT_MESSAGES.documentSpaceUsed,
    });
    expect(await itemsOn(caseId)).toBe(3);
    expect(await context.db.$count(files)).toBe(before.rows + 1);
    expect(await storedPaths()).toHaveLength(before.paths.length + 1);

    const alone = await sendDocument(applicant);
    expect(alone.statusCode).toBe(422);
    expect(await itemsOn(caseId)).toBe(3);
    expect(await context.db.$count(files)).toBe(before.rows + 1);
    expect(await storedPaths()).toHaveLength(before.paths.length + 1);

    // The large document refused for a virus: its bytes are gone, and so is the room it took.
    await context.db
      .update(files)
      .set({ scanStatus: 'INFECTED' })
      .where(eq(files.id, first?.fileId ?? ''));
    expect((await sendDocument(applicant)).statusCode).toBe(200);
    expect(await itemsOn(caseId)).toBe(4);
  });
});
