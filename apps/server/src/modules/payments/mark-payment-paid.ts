import { PAYMENT_MESSAGES, type CasePayments } from '@casekeeper/contract';
import { londonDay } from '../../platform/time/london-calendar';
import { changePayment, writerScopeOf, type PaymentChangeInput, type PaymentDeps } from './change-payment';
import { unprocessable } from './unprocessable';

export type MarkPaidInput = PaymentChangeInput & { paidOn: string; financeReference: string };

/**
 * Marks an authorised payment paid, with the day finance paid it (UK time: not in the future,
 * nor before the day it was authorised) and the finance system's reference.
 */
export function markPaymentPaid(deps: PaymentDeps, input: MarkPaidInput): Promise<CasePayments> {
  const { caller, paidOn, financeReference } = input;
  return changePayment(deps, input, {
    action: 'payment.paid',
    scopeOf: writerScopeOf,
    apply({ payment }) {
      if (payment.state !== 'AUTHORISED' || payment.authorisedAt === null) {
        throw unprocessable(PAYMENT_MESSAGES.notAuthorised);
      }
      const now = new Date();
      if (paidOn > londonDay(now)) throw unprocessable(PAYMENT_MESSAGES.paidFuture, 'paidOn');
      if (paidOn < londonDay(payment.authorisedAt)) {
        throw unprocessable(PAYMENT_MESSAGES.paidBeforeAuthorised, 'paidOn');
      }
      return Promise.resolve({
        changes: { state: 'PAID', paidOn, financeReference, paidById: caller.webUserId, paidAt: now },
        after: { paidOn, financeReference },
      });
    },
  });
}
