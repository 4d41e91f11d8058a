import {
  FILE_MESSAGES,
  PAYMENT_DONE,
  PAYMENT_MESSAGES,
  STALE_RECORD_MESSAGE,
  type Payment,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casePayments, files } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { approvedCase, paymentCalls } from '../../test/payments';
import { storedPaths } from '../../test/stored-files';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get } = apiCalls(context);
const { paymentsOf, requested, changed } = paymentCalls(context);

let authoriser: SignedInUser;
beforeAll(async () => {
  authoriser = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECOND_PDF = Buffer.from('%PDF-1.7\n% corrected invoice\ntrailer <<>>\n%%EOF\n');
/** The start of a Windows program. */
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.alloc(64),
]);

function uploadInvoice(
  caseId: number,
  payment: Pick<Payment, 'id' | 'version'>,
  content: Buffer,
  who: SignedInUser = people.officer,
) {
  const form = multipartForm(
    { id: payment.id, version: payment.version },
    { file: { name: 'Invoice 7.pdf', content } },
  );
  return postMultipart(context.app, `/api/case/${caseId}/payments/file`, who, form);
}

const storedState = async () => ({
  rows: await context.db.$count(files),
  paths: await storedPaths(context.config.FILE_STORAGE_DIR),
});

const versionOf = async (id: number) =>
  (
    await context.db
      .select({ version: casePayments.version })
      .from(casePayments)
      .where(eq(casePayments.id, id))
  )[0]?.version;

describe('the invoice of a payment', () => {
  it('is attached, replaced (the old one’s row and bytes go) and downloaded as an attachment, audited', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    const before = await storedState();

    const attached = await uploadInvoice(caseId, payment, PDF);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      message: PAYMENT_DONE.file,
      data: {
        payments: [
          {
            id: payment.id,
            version: 2,
            invoiceFile: { name: 'Invoice 7.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
          },
        ],
      },
    });
    const replaced = await uploadInvoice(caseId, { id: payment.id, version: 2 }, SECOND_PDF);
    expect(replaced.statusCode).toBe(200);
    const now = await storedState();
    expect(now.rows).toBe(before.rows + 1);
    expect(now.paths).toHaveLength(before.paths.length + 1);
    expect(await lastAudit(context.db, 'payment.file', caseId)).toMatchObject({
      before: { paymentId: payment.id, version: 2, file: { name: 'Invoice 7.pdf' } },
      after: { paymentId: payment.id, version: 3, file: { name: 'Invoice 7.pdf' } },
    });

    const download = await get(`/case/${caseId}/payments/file/${payment.id}`, people.officer);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SECOND_PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Invoice 7.pdf"; filename*=UTF-8''Invoice%207.pdf`,
    });
    expect(await lastAudit(context.db, 'payment.file-download', caseId)).toMatchObject({
      actorId: people.officer.id,
      after: { paymentId: payment.id, name: 'Invoice 7.pdf' },
    });
  });

  it('refuses a file of a type not allowed, a stale version, a payment of another case and a paid one, storing nothing', async () => {
    const caseId = await approvedCase(context, people);
    const otherCase = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    const elsewhere = await requested(otherCase, people.officer);
    const paid = await changed(
      caseId,
      'paid',
      people.officer,
      await changed(caseId, 'authorise', authoriser, await requested(caseId, people.officer)),
      { paidOn: londonDay(new Date()), financeReference: 'AP-1' },
    );
    const before = await storedState();

    const program = await uploadInvoice(caseId, payment, PE);
    expect(program.statusCode).toBe(415);
    expect(program.json()).toMatchObject({ message: FILE_MESSAGES.unsupportedType });
    const stale = await uploadInvoice(caseId, { id: payment.id, version: 5 }, PDF);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_RECORD_MESSAGE });
    expect((await uploadInvoice(caseId, elsewhere, PDF)).statusCode).toBe(404);
    const afterPaid = await uploadInvoice(caseId, paid, PDF);
    expect(afterPaid.statusCode).toBe(422);
    expect(afterPaid.json()).toMatchObject({ message: PAYMENT_MESSAGES.paidInvoiceLocked });
    expect((await uploadInvoice(caseId, payment, PDF, people.reader)).statusCode).toBe(403);
    expect((await uploadInvoice(caseId, payment, PDF, people.colleague)).statusCode).toBe(404);

    expect(await storedState()).toEqual(before);
    expect(await versionOf(payment.id)).toBe(1);
    expect((await paymentsOf(caseId, people.officer)).payments.map((one) => one.invoiceFile)).toEqual([
      null,
      null,
    ]);
  });

  it('is downloaded only by those who read the case, and only where there is one', async () => {
    const caseId = await approvedCase(context, people);
    const withFile = await requested(caseId, people.officer);
    const bare = await requested(caseId, people.officer);
    expect((await uploadInvoice(caseId, withFile, PDF)).statusCode).toBe(200);
    expect((await get(`/case/${caseId}/payments/file/${withFile.id}`, people.admin)).statusCode).toBe(200);
    for (const who of [people.colleague, people.outsider]) {
      expect((await get(`/case/${caseId}/payments/file/${withFile.id}`, who)).statusCode).toBe(404);
    }
    expect((await get(`/case/${caseId}/payments/file/${bare.id}`, people.officer)).statusCode).toBe(404);
    expect(
      (await get(`/case/${people.caseOf.colleague}/payments/file/${withFile.id}`, people.admin)).statusCode,
    ).toBe(404);
  });
});
