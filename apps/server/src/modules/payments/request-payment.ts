import {
  MAX_PAYMENTS_PER_CASE,
  PAYMENT_MESSAGES,
  STATUS_ID,
  type CasePayments,
  type paymentRequestFieldsSchema,
  type StatusId,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { londonDay } from '../../platform/time/london-calendar';
import { caseNotFound, findCase, moveCaseByRecord, type CaseScope } from '../cases';
import { approvedTotalOf, lockGrant, poundsOf } from '../grant';
import { writerScopeOf } from './change-payment';
import { findPayeeNames, findPayments, insertPayment, type PaymentKey } from './payment-repository';
import { hasFinalPayment, totalsOf } from './payment-view';
import { readPayments } from './read-payments';
import { unprocessable } from './unprocessable';

export type PaymentRequest = z.output<typeof paymentRequestFieldsSchema>;
export type RequestPaymentInput = ChangeInput<{ caseId: number; payment: PaymentRequest }>;

/** Where the works are under way: a final payment completes them. */
const WORKS_UNDER_WAY: readonly number[] = [
  STATUS_ID.APPROVED,
  STATUS_ID.WORKS_ORDERED,
  STATUS_ID.WORKS_IN_PROGRESS,
];
const WORKS_DONE: readonly number[] = [STATUS_ID.WORKS_COMPLETED, STATUS_ID.CLOSED];

/**
 * A final payment needs the works completed: a case whose works are under way moves to Works
 * completed on the day the work was certified, as the grant's approval moves a case to Approved;
 * one already there (or Closed) stays; any other (on hold, withdrawn…) is refused.
 */
async function completeWorksFor(
  tx: Transaction,
  input: RequestPaymentInput,
  scope: CaseScope,
  now: Date,
): Promise<StatusId | null> {
  const before = await findCase(tx, input.caseId, scope, { forUpdate: true });
  if (!before) throw caseNotFound();
  if (WORKS_DONE.includes(before.statusId)) return null;
  if (!WORKS_UNDER_WAY.includes(before.statusId)) throw unprocessable(PAYMENT_MESSAGES.finalNeedsWorks);
  await moveCaseByRecord(tx, input, {
    before,
    now,
    to: STATUS_ID.WORKS_COMPLETED,
    effectiveDate: input.payment.certifiedOn,
    note: input.payment.note,
    by: 'final payment',
    fields: { date: 'payment.certifiedOn', note: 'payment.note' },
  });
  return STATUS_ID.WORKS_COMPLETED;
}

/** The name of who is paid, as it is now: the accepted quote's contractor, or the case's client. */
async function payeeNameOf(tx: Transaction, key: PaymentKey, payee: PaymentRequest['payee']) {
  const names = await findPayeeNames(tx, key);
  if (payee === 'APPLICANT') return names.clientName;
  // An approved grant always has its accepted quote: the approval is made on it.
  if (names.contractorName === null) throw new Error('The approved grant has no accepted quote.');
  return names.contractorName;
}

/**
 * Requests a payment against the case's approved grant. Under the grant's row lock, which every
 * payment request and variation of the case takes (and which does not change the grant), the
 * amount is checked against what is left of the approved total once every payment not rejected
 * is counted, so two requests at once never together pass it.
 */
export async function requestPayment(db: Database, input: RequestPaymentInput): Promise<CasePayments> {
  const { caller, payment } = input;
  const scope = writerScopeOf(caller);

  return db.transaction(async (tx) => {
    const found = await findCase(tx, input.caseId, scope);
    if (!found) throw caseNotFound();
    const key = { authorityId: scope.authorityId, caseId: found.id };
    await lockGrant(tx, key);
    const approvedTotalPence = await approvedTotalOf(tx, key);
    if (approvedTotalPence === null) throw unprocessable(PAYMENT_MESSAGES.notApproved);
    const now = new Date();
    if (payment.certifiedOn > londonDay(now)) {
      throw unprocessable(PAYMENT_MESSAGES.certifiedFuture, 'payment.certifiedOn');
    }
    const rows = await findPayments(tx, key);
    if (rows.length >= MAX_PAYMENTS_PER_CASE) throw unprocessable(PAYMENT_MESSAGES.tooMany);
    if (hasFinalPayment(rows)) throw unprocessable(PAYMENT_MESSAGES.finalDone);
    const { leftPence } = totalsOf(approvedTotalPence, rows);
    if (payment.amountPence > leftPence) {
      throw unprocessable(
        PAYMENT_MESSAGES.beyondApproved(poundsOf(Math.max(leftPence, 0))),
        'payment.amountPence',
      );
    }

    const caseMovedTo = payment.kind === 'FINAL' ? await completeWorksFor(tx, input, scope, now) : null;
    const values = {
      ...payment,
      payeeName: await payeeNameOf(tx, key, payment.payee),
      requestedById: caller.webUserId,
    };
    const id = await insertPayment(tx, key, values);
    await auditChange(tx, input, 'payment.request', found.id, {
      authorityId: key.authorityId,
      before: { leftPence },
      after: { paymentId: id, ...values, state: 'REQUESTED', version: 1, caseMovedTo },
    });
    return readPayments(tx, key, caller);
  });
}
