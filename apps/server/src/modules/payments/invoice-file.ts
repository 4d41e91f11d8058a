import { PAYMENT_MESSAGES, type CasePayments } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import type { UploadedFile } from '../../platform/http/register-upload-endpoint';
import { caseNotFound, caseScopeOf, findCase } from '../cases';
import type { CaseFileToSend } from '../case-views';
import { assertDownloadable, auditedFileOf, storedFileOf, withKeptUpload } from '../files';
import { changePayment, writerScopeOf, type PaymentChangeInput, type PaymentDeps } from './change-payment';
import { paymentNotFound } from './not-found';
import { findPayment } from './payment-repository';
import { unprocessable } from './unprocessable';

/** What finance paid against stays as it was paid. */

/**
 * Attaches the invoice to a payment not yet paid, replacing any earlier one: the file is kept
 * with the change (and removed again if it does not commit), the replaced file's bytes go once
 * it has.
 */
export function attachInvoiceFile(
  deps: PaymentDeps,
  input: PaymentChangeInput & { file: UploadedFile },
): Promise<CasePayments> {
  const { file, caller } = input;
  return withKeptUpload(deps, { file, uploadedById: caller.webUserId }, (keep) =>
    changePayment(deps, input, {
      action: 'payment.file',
      scopeOf: writerScopeOf,
      async apply({ tx, key, payment }) {
        if (payment.state === 'PAID') throw unprocessable(PAYMENT_MESSAGES.paidInvoiceLocked);
        const replaced = storedFileOf(payment);
        return {
          changes: { fileId: await keep(tx, key.authorityId) },
          before: { file: auditedFileOf(payment) },
          after: { file: { name: file.name, sha256: file.sha256 } },
          replacedFileIds: replaced ? [replaced.id] : [],
        };
      },
    }),
  );
}

/** The invoice of a payment on a case the caller may read, its download in the audit log before a byte is sent. */
export async function downloadInvoiceFile(
  db: Database,
  input: ChangeInput<{ caseId: number; paymentId: number }>,
): Promise<CaseFileToSend> {
  const scope = caseScopeOf(input.caller);
  const found = await findCase(db, input.caseId, scope);
  if (!found) throw caseNotFound();
  const payment = await findPayment(
    db,
    { authorityId: scope.authorityId, caseId: found.id },
    input.paymentId,
  );
  const file = payment && storedFileOf(payment);
  if (!payment || !file) throw paymentNotFound();
  assertDownloadable(file);
  await auditChange(db, input, 'payment.file-download', found.id, {
    authorityId: scope.authorityId,
    after: { paymentId: payment.id, name: file.name, sha256: file.sha256 },
  });
  return { ...file, lookedAt: { authorityId: scope.authorityId, caseId: found.id, fileId: file.id } };
}
