import { z } from 'zod';
import { ACCESS } from './access-rules';
import { caseIdParamsSchema } from './cases';
import { MAX_FILE_BYTES } from './constants';
import { calendarDaySchema } from './dates';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { storedFileSchema } from './files';
import { GRANT_AMOUNT_MAX_PENCE } from './grant';
import { optionalText, recordIdSchema, requiredText, timestampSchema, versionSchema } from './records';

/**
 * Payments against a case's approved grant (docs/payments.md). An officer requests one; someone
 * else who may authorise payments authorises or rejects it (never the requester: four eyes); then
 * it is marked paid with the day and the finance system's reference. What is requested and paid
 * never exceeds the approved total (the approval plus approved variations). Money is whole pence.
 */

export const PAYMENT_KINDS = ['INTERIM', 'FINAL'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_WORDS: Record<PaymentKind, string> = {
  INTERIM: 'Interim (stage) payment',
  FINAL: 'Final payment',
};

export const PAYEES = ['CONTRACTOR', 'APPLICANT'] as const;
export type Payee = (typeof PAYEES)[number];
export const PAYEE_WORDS: Record<Payee, string> = {
  CONTRACTOR: 'The contractor',
  APPLICANT: 'The applicant',
};

/** A payment's way: REQUESTED, then AUTHORISED and PAID, or REJECTED. */
export const PAYMENT_STATES = ['REQUESTED', 'AUTHORISED', 'REJECTED', 'PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_WORDS: Record<PaymentState, string> = {
  REQUESTED: 'Awaiting authorisation',
  AUTHORISED: 'Authorised',
  REJECTED: 'Rejected',
  PAID: 'Paid',
};

export const INVOICE_REFERENCE_MAX_LENGTH = 100;
export const FINANCE_REFERENCE_MAX_LENGTH = 100;
export const PAYMENT_NOTE_MAX_LENGTH = 500;
export const MAX_PAYMENTS_PER_CASE = 50;
/** The most of the "Payments to authorise" list one call answers; its count is of them all. */
export const PAYMENTS_TO_AUTHORISE_MAX = 200;

export const PAYMENT_MESSAGES = {
  amount: 'Enter the amount to pay',
  notWhole: 'Give the amount in whole pence',
  tooLarge: `That amount is more than £${(GRANT_AMOUNT_MAX_PENCE / 100).toLocaleString('en-GB')}: check it`,
  notApproved: 'Payments are made against an approved grant: approve the grant first',
  /** What is left of the approved total once every payment not rejected is counted. */
  beyondApproved: (left: string) => `That is more than the ${left} left of the approved grant`,
  finalDone: 'The final payment has been requested: no further payment can be made',
  finalNeedsWorks: 'A final payment needs the works completed: the case is not at a stage where they can be',
  certifiedFuture: 'Enter a certified date that is not in the future',
  certifiedMissing: 'Enter the date the work was certified',
  paidFuture: 'Enter a payment date that is not in the future',
  paidMissing: 'Enter the date it was paid',
  paidBeforeAuthorised: 'The payment cannot be paid before it was authorised',
  tooMany: `A case holds at most ${MAX_PAYMENTS_PER_CASE} payments`,
  notRequested: 'The payment is not awaiting authorisation',
  notAuthorised: 'Only an authorised payment can be marked paid',
  ownRequest: 'Someone other than the person who requested the payment must authorise it',
  mayNotAuthorise: 'You may not authorise payments: your authority gives that to its admins',
  rejectionReason: 'Say why the payment is rejected',
  paidInvoiceLocked: 'The payment has been paid: its invoice can no longer be changed',
} as const;

export const PAYMENT_DONE = {
  read: 'Payments loaded.',
  requested: 'Payment requested. Someone who may authorise payments must now authorise it.',
  authorised: 'Payment authorised.',
  rejected: 'Payment rejected.',
  paid: 'Payment marked as paid.',
  file: 'Invoice attached.',
  toAuthorise: 'Payments to authorise loaded.',
} as const;

/** The words of the alarm the case's officer gets when a payment is authorised or rejected. */
export const PAYMENT_ALARM = {
  diaryTitle: 'Payments',
  diaryDescription: 'Payments of the grant: authorised and rejected',
  authorised: (amount: string, by: string) => `Payment of ${amount} authorised by ${by}`,
  rejected: (amount: string, by: string, reason: string) =>
    `Payment of ${amount} rejected by ${by}: ${reason}`,
} as const;

const dayNotInFuture = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .pipe(calendarDaySchema(`${missing} as a real date`));

/** What an officer asks to pay. */
export const paymentRequestFieldsSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: 'Choose an interim or the final payment' }),
  amountPence: z
    .number({ error: PAYMENT_MESSAGES.amount })
    .int({ error: PAYMENT_MESSAGES.notWhole })
    .min(1, { error: PAYMENT_MESSAGES.amount })
    .max(GRANT_AMOUNT_MAX_PENCE, { error: PAYMENT_MESSAGES.tooLarge }),
  payee: z.enum(PAYEES, { error: 'Choose who is paid: the contractor or the applicant' }),
  invoiceReference: requiredText('the invoice reference', INVOICE_REFERENCE_MAX_LENGTH),
  /** The day the work paid for was certified (UK time); not in the future. */
  certifiedOn: dayNotInFuture(PAYMENT_MESSAGES.certifiedMissing),
  note: optionalText(PAYMENT_NOTE_MAX_LENGTH),
});
export type PaymentRequestFields = z.input<typeof paymentRequestFieldsSchema>;

const personAt = z.object({ name: z.string(), at: timestampSchema });

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amountPence: z.number().int(),
  payee: z.enum(PAYEES),
  /** The contractor's or the applicant's name, as it was when requested. */
  payeeName: z.string(),
  invoiceReference: z.string(),
  certifiedOn: z.string(),
  note: z.string().nullable(),
  invoiceFile: storedFileSchema.nullable(),
  state: z.enum(PAYMENT_STATES),
  /** `byCaller`: the viewer requested it, and so may not authorise it. */
  requested: personAt.extend({ byCaller: z.boolean() }),
  authorised: personAt.nullable(),
  rejected: personAt.extend({ reason: z.string() }).nullable(),
  paid: personAt.extend({ paidOn: z.string(), financeReference: z.string() }).nullable(),
  version: z.number().int(),
});
export type Payment = z.output<typeof paymentSchema>;

/** The approved total and how much of it each stage holds. */
export const paymentTotalsSchema = z.object({
  /** The approval plus approved variations. */
  approvedTotalPence: z.number().int(),
  requestedPence: z.number().int(),
  authorisedPence: z.number().int(),
  paidPence: z.number().int(),
  /** The approved total less every payment not rejected: the most a new request may ask. */
  leftPence: z.number().int(),
});
export type PaymentTotals = z.output<typeof paymentTotalsSchema>;

/** `GET /case/{caseId}/payments`. */
export const casePaymentsSchema = z.object({
  caseId: z.number().int(),
  /** Null until the grant is approved: there is nothing to pay against. */
  totals: paymentTotalsSchema.nullable(),
  payments: z.array(paymentSchema),
  can: z.object({
    request: z.boolean(),
    /** The caller may authorise and reject payments (those they did not request). */
    authorise: z.boolean(),
    markPaid: z.boolean(),
  }),
});
export type CasePayments = z.output<typeof casePaymentsSchema>;

/** A payment on the "Payments to authorise" list, with the case it is for. */
export const paymentToAuthoriseSchema = z.object({
  caseId: z.number().int(),
  caseNumber: z.string(),
  clientName: z.string(),
  payment: paymentSchema,
});
export type PaymentToAuthorise = z.output<typeof paymentToAuthoriseSchema>;

export const paymentsToAuthoriseSchema = z.object({
  /** Oldest request first, at most PAYMENTS_TO_AUTHORISE_MAX. */
  items: z.array(paymentToAuthoriseSchema),
  /** How many await authorisation in all, the caller's own requests apart. */
  count: z.number().int(),
  /**
   * False for a read-write officer whose authority keeps authorising to its ADMINs: the list is
   * then empty. An answer rather than a 403, as every officer's page asks it for the sidebar count.
   */
  mayAuthorise: z.boolean(),
});
export type PaymentsToAuthorise = z.output<typeof paymentsToAuthoriseSchema>;

const onPayment = { id: recordIdSchema, version: versionSchema };

export const requestPaymentRequestSchema = z.object({ payment: paymentRequestFieldsSchema });
export const authorisePaymentRequestSchema = z.object(onPayment);
export const rejectPaymentRequestSchema = z.object({
  ...onPayment,
  reason: requiredText('why the payment is rejected', PAYMENT_NOTE_MAX_LENGTH),
});
export const markPaidRequestSchema = z.object({
  ...onPayment,
  paidOn: dayNotInFuture(PAYMENT_MESSAGES.paidMissing),
  financeReference: requiredText("the finance system's reference", FINANCE_REFERENCE_MAX_LENGTH),
});
/** multipart/form-data: the payment's id and version as text fields, and the invoice. */
export const invoiceFileRequestSchema = z.object({
  id: recordIdSchema,
  version: z.coerce.number().pipe(versionSchema),
});
export type RequestPaymentRequest = z.input<typeof requestPaymentRequestSchema>;
export type AuthorisePaymentRequest = z.input<typeof authorisePaymentRequestSchema>;
export type RejectPaymentRequest = z.input<typeof rejectPaymentRequestSchema>;
export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

const tag = 'payments';
const onCase = z.object({ caseId: recordIdSchema });
const caseExample = { caseId: recordOf('case') };

/**
 * Payments of a case's grant. Every change answers the case's payments as they now are; a change
 * names the payment's version (409 when stale), so of two authorisations at once one succeeds and
 * the other is a 409.
 */
export const paymentEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/payments',
    summary: "A case's payments, the approved total and what the caller may do",
    tag,
    access: ACCESS.caseReaders,
    params: caseIdParamsSchema,
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404],
    example: { params: caseExample },
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/payments/request',
    summary:
      'Request a payment against the approved grant; a final one moves a case whose works are under way to Works completed',
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body: requestPaymentRequestSchema,
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: {
      params: caseExample,
      body: {
        payment: {
          kind: 'INTERIM',
          amountPence: 250_000,
          payee: 'CONTRACTOR',
          invoiceReference: 'INV-2026-0412',
          certifiedOn: '2026-05-14',
          note: null,
        },
      },
    },
  }),
  invoiceFile: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/payments/file',
    summary: 'Attach the invoice to a payment not yet paid, replacing any earlier one (multipart/form-data)',
    description:
      'The fields `id` and `version` (the payment) as form fields, and the file in the part named "file", checked as every upload is (25 MB, type from its bytes).',
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body: invoiceFileRequestSchema,
    upload: { field: 'file', maxBytes: MAX_FILE_BYTES, description: 'The invoice, at most 25 MB' },
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
    example: {
      params: caseExample,
      body: { id: recordOf('payment'), version: 1 },
      file: { name: 'invoice.pdf', content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n' },
    },
  }),
  downloadInvoiceFile: defineEndpoint({
    method: 'GET',
    path: '/case/:caseId/payments/file/:paymentId',
    summary: "A payment's invoice, as an attachment",
    tag,
    access: ACCESS.caseReaders,
    params: z.object({ caseId: recordIdSchema, paymentId: recordIdSchema }),
    data: z.never(),
    file: { contentType: 'application/octet-stream', description: 'The invoice as it was uploaded' },
    errors: [400, 401, 403, 404, 409],
    example: { params: { caseId: recordOf('case'), paymentId: recordOf('payment') } },
  }),
  authorise: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/payments/authorise',
    summary: 'Authorise a requested payment (someone who may authorise payments, not its requester)',
    description:
      "An authority ADMIN, or a read-write officer when the authority's grant settings let officers authorise payments; any case of the authority. Authorising twice at once: one succeeds, the other is a 409. The case's officer's alarm rings.",
    tag,
    access: ACCESS.paymentAuthorisers,
    params: onCase,
    body: authorisePaymentRequestSchema,
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: { params: caseExample, body: { id: recordOf('payment'), version: 1 } },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/payments/reject',
    summary: 'Reject a requested payment with the reason (someone who may authorise payments)',
    tag,
    access: ACCESS.paymentAuthorisers,
    params: onCase,
    body: rejectPaymentRequestSchema,
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: {
      params: caseExample,
      body: { id: recordOf('payment'), version: 1, reason: 'The invoice is for another address' },
    },
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/case/:caseId/payments/paid',
    summary: "Mark an authorised payment paid, with the day and the finance system's reference",
    tag,
    access: ACCESS.caseWriters,
    params: onCase,
    body: markPaidRequestSchema,
    data: casePaymentsSchema,
    errors: [400, 401, 403, 404, 409, 422],
    example: {
      params: caseExample,
      body: { id: recordOf('payment'), version: 2, paidOn: '2026-05-20', financeReference: 'AP-884120' },
    },
  }),
  toAuthorise: defineEndpoint({
    method: 'GET',
    path: '/payments/to-authorise',
    summary:
      "The authority's payments awaiting authorisation that the caller may authorise (not their own requests), oldest first; empty, with mayAuthorise false, for a read-write officer whose authority does not let officers authorise",
    tag,
    access: ACCESS.paymentAuthorisers,
    data: paymentsToAuthoriseSchema,
    errors: [401, 403],
  }),
} as const;
