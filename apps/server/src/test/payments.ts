import type { CasePayments, Payment } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authorities, casePayments } from '../db/schema';
import type { FileStorage } from '../platform/file-storage/file-storage';
import { londonDay } from '../platform/time/london-calendar';
import { apiCalls } from './api';
import type { TestContext } from './build-test-app';
import { openOfficersCase, type CaseWorkers } from './case-workers';
import { createTestStoredFile } from './diaries';
import { createTestGrant } from './grants';

type OnCase = { authorityId: number; caseId: number };

/**
 * An interim payment of £1,000.00 to the contractor awaiting authorisation, requested by
 * `requestedById` with an invoice attached, straight into the database (version 1). The case's
 * grant must be approved for the API to take it further.
 */
export async function createTestPayment(
  db: Database,
  storage: FileStorage,
  on: OnCase & { requestedById: number; amountPence?: number },
): Promise<number> {
  const { requestedById, amountPence = 100_000, ...key } = on;
  const fileId = await createTestStoredFile(db, storage, {
    authorityId: key.authorityId,
    uploadedById: requestedById,
  });
  const [row] = await db
    .insert(casePayments)
    .values({
      ...key,
      kind: 'INTERIM',
      amountPence,
      payee: 'CONTRACTOR',
      payeeName: 'Acme Adaptations Ltd',
      invoiceReference: 'INV-TEST-1',
      certifiedOn: '2026-05-01',
      fileId,
      requestedById,
    })
    .returning({ id: casePayments.id });
  if (!row) throw new Error('payment not created');
  return row.id;
}

/** Authorises a test payment straight into the database, by `byId` at `at` (version 2). */
export async function authoriseTestPayment(
  db: Database,
  on: OnCase & { id: number; byId: number; at: Date },
): Promise<void> {
  await db
    .update(casePayments)
    .set({ state: 'AUTHORISED', authorisedById: on.byId, authorisedAt: on.at, version: 2 })
    .where(
      and(
        eq(casePayments.authorityId, on.authorityId),
        eq(casePayments.caseId, on.caseId),
        eq(casePayments.id, on.id),
      ),
    );
}

/** Lets (or stops) an authority's read-write officers authorise payments, as its grant settings do. */
export async function letOfficersAuthorisePayments(db: Database, authorityId: number, allowed = true) {
  await db
    .update(authorities)
    .set({ officersAuthorisePayments: allowed })
    .where(eq(authorities.id, authorityId));
}

type Who = { auth: { authorization: string } };

/** A payment as the request form sends it: an interim payment to the contractor, certified today unless told. */
export const paymentOf = (overrides: object = {}) => ({
  kind: 'INTERIM',
  amountPence: 100_000,
  payee: 'CONTRACTOR',
  invoiceReference: 'INV-0001',
  certifiedOn: londonDay(new Date()),
  note: null,
  ...overrides,
});

/** The payment calls of the API as the tests make them, each answer read as the client reads it. */
export function paymentCalls(context: TestContext) {
  const { get, post } = apiCalls(context);
  const paymentsOf = async (caseId: number, who: Who): Promise<CasePayments> => {
    const response = await get(`/case/${caseId}/payments`, who);
    if (response.statusCode !== 200) throw new Error(`payments not read: ${response.body}`);
    return response.json<{ data: CasePayments }>().data;
  };
  const request = (caseId: number, who: Who, payment: object = {}) =>
    post(`/case/${caseId}/payments/request`, who, { payment: paymentOf(payment) });
  /** A request that must succeed: the payment it made (the newest). */
  const requested = async (caseId: number, who: Who, payment: object = {}): Promise<Payment> => {
    const response = await request(caseId, who, payment);
    if (response.statusCode !== 200) throw new Error(`payment not requested: ${response.body}`);
    const { payments } = response.json<{ data: CasePayments }>().data;
    const newest = payments.reduce<Payment | undefined>(
      (latest, candidate) => (latest && latest.id > candidate.id ? latest : candidate),
      undefined,
    );
    if (!newest) throw new Error('no payment answered');
    return newest;
  };
  /** A change of `payment` (authorise, reject, paid) at the version given, answered as sent. */
  const change = (
    caseId: number,
    path: string,
    who: Who,
    payment: Pick<Payment, 'id' | 'version'>,
    body = {},
  ) => post(`/case/${caseId}/payments/${path}`, who, { id: payment.id, version: payment.version, ...body });
  /** A change that must succeed: the payment as it answers it. */
  const changed = async (
    caseId: number,
    path: string,
    who: Who,
    payment: Pick<Payment, 'id' | 'version'>,
    body = {},
  ): Promise<Payment> => {
    const response = await change(caseId, path, who, payment, body);
    if (response.statusCode !== 200) throw new Error(`${path} refused: ${response.body}`);
    const found = response.json<{ data: CasePayments }>().data.payments.find((one) => one.id === payment.id);
    if (!found) throw new Error('the payment is not in the answer');
    return found;
  };
  return { paymentsOf, request, requested, change, changed };
}

/**
 * A new case of the officer's with its grant approved by the admin (the accepted quote of
 * `totalPence`, £8,500.00 unless told, is the approved total), standing at Approved.
 */
export async function approvedCase(
  context: TestContext,
  people: CaseWorkers,
  totalPence = 850_000,
): Promise<number> {
  const caseId = await openOfficersCase(context, people);
  await createTestGrant(context.db, context.app.fileStorage, {
    authorityId: people.authorityId,
    caseId,
    createdById: people.officer.id,
    proposed: true,
    approved: { byId: people.admin.id },
    amountPence: totalPence,
  });
  return caseId;
}
