import { PAYMENT_DONE, paymentEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import { sendCaseFile } from '../case-views';
import { authorisePayment, rejectPayment } from './decide-payment';
import { attachInvoiceFile, downloadInvoiceFile } from './invoice-file';
import { listPaymentsToAuthorise } from './list-payments-to-authorise';
import { markPaymentPaid } from './mark-payment-paid';
import { getPayments } from './read-payments';
import { requestPayment } from './request-payment';

/** Payments against a case's approved grant, and the authority's list of those to authorise (docs/payments.md). */
export const paymentRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage, fileScans } = app;
  const deps = { db, fileStorage, fileScans };
  const on = (request: Parameters<typeof changedBy>[0] & { params: { caseId: number } }) => ({
    ...changedBy(request),
    caseId: request.params.caseId,
  });

  registerEndpoint(app, paymentEndpoints.get, async (request) =>
    ok(
      await getPayments(db, { caller: requireCaller(request), caseId: request.params.caseId }),
      PAYMENT_DONE.read,
    ),
  );
  registerEndpoint(app, paymentEndpoints.request, async (request) =>
    ok(await requestPayment(db, { ...on(request), ...request.body }), PAYMENT_DONE.requested),
  );
  registerUploadEndpoint(app, paymentEndpoints.invoiceFile, async (request, { fields, file }) =>
    ok(await attachInvoiceFile(deps, { ...on(request), ...fields, file }), PAYMENT_DONE.file),
  );
  registerFileEndpoint(app, paymentEndpoints.downloadInvoiceFile, async (request, reply) => {
    const file = await downloadInvoiceFile(db, { ...changedBy(request), ...request.params });
    return sendCaseFile(request, reply, file);
  });
  registerEndpoint(app, paymentEndpoints.authorise, async (request) =>
    ok(await authorisePayment(deps, { ...on(request), ...request.body }), PAYMENT_DONE.authorised),
  );
  registerEndpoint(app, paymentEndpoints.reject, async (request) =>
    ok(await rejectPayment(deps, { ...on(request), ...request.body }), PAYMENT_DONE.rejected),
  );
  registerEndpoint(app, paymentEndpoints.markPaid, async (request) =>
    ok(await markPaymentPaid(deps, { ...on(request), ...request.body }), PAYMENT_DONE.paid),
  );
  registerEndpoint(app, paymentEndpoints.toAuthorise, async (request) =>
    ok(await listPaymentsToAuthorise(db, requireCaller(request)), PAYMENT_DONE.toAuthorise),
  );

  return Promise.resolve();
};
