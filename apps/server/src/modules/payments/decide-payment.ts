import { PAYMENT_MESSAGES, type CasePayments } from '@casekeeper/contract';
import { forbidden } from '../../platform/errors/app-error';
import {
  changePayment,
  type PaymentChange,
  type PaymentChangeContext,
  type PaymentChangeInput,
  type PaymentDeps,
} from './change-payment';
import { assertMayAuthorisePayments, authoriserScopeOf } from './payment-authorisers';
import { ringPaymentAlarm } from './payment-alarm';
import { unprocessable } from './unprocessable';

/**
 * Authorising and rejecting share who may (someone who may authorise payments, on any case of the
 * authority, never the requester: four eyes), what (a payment awaiting authorisation) and what
 * follows (the case's officer's alarm rings).
 */
function decision(
  deps: PaymentDeps,
  input: PaymentChangeInput,
  decide: Pick<PaymentChange, 'action' | 'apply'>,
): Promise<CasePayments> {
  const { caller } = input;
  return changePayment(deps, input, {
    ...decide,
    scopeOf: authoriserScopeOf,
    async guard({ tx, payment }: PaymentChangeContext) {
      await assertMayAuthorisePayments(tx, caller);
      if (payment.requestedById === caller.webUserId) throw forbidden(PAYMENT_MESSAGES.ownRequest);
    },
    async apply(context) {
      if (context.payment.state !== 'REQUESTED') {
        throw unprocessable(PAYMENT_MESSAGES.notRequested);
      }
      return decide.apply(context);
    },
    saved: ({ tx, key, payment }) => ringPaymentAlarm(tx, key, payment, caller.webUserId),
  });
}

export function authorisePayment(deps: PaymentDeps, input: PaymentChangeInput): Promise<CasePayments> {
  return decision(deps, input, {
    action: 'payment.authorise',
    apply: () =>
      Promise.resolve({
        changes: { state: 'AUTHORISED', authorisedById: input.caller.webUserId, authorisedAt: new Date() },
      }),
  });
}

export function rejectPayment(
  deps: PaymentDeps,
  input: PaymentChangeInput & { reason: string },
): Promise<CasePayments> {
  return decision(deps, input, {
    action: 'payment.reject',
    apply: () =>
      Promise.resolve({
        changes: {
          state: 'REJECTED',
          rejectedById: input.caller.webUserId,
          rejectedAt: new Date(),
          rejectionReason: input.reason,
        },
        after: { reason: input.reason },
      }),
  });
}
