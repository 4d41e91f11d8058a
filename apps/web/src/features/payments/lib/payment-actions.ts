import type { CasePayments, Payment } from '@casekeeper/contract';

export type PaymentAction = 'authorise' | 'reject' | 'markPaid' | 'attach';

/** What the viewer may do to payments, as the server says (`can`). */
export type PaymentAbilities = CasePayments['can'];

/**
 * The buttons a payment offers the viewer: Authorise and Reject on one awaiting authorisation that
 * someone else requested (four eyes), Mark paid on one authorised, and the invoice attached to one
 * not yet paid nor rejected by whoever may change the case's payments.
 */
export function paymentActions(payment: Payment, can: PaymentAbilities): PaymentAction[] {
  const requested = payment.state === 'REQUESTED';
  const open = requested || payment.state === 'AUTHORISED';
  return [
    ...(requested && can.authorise && !payment.requested.byCaller ? (['authorise', 'reject'] as const) : []),
    ...(payment.state === 'AUTHORISED' && can.markPaid ? (['markPaid'] as const) : []),
    ...(open && (can.request || can.markPaid) ? (['attach'] as const) : []),
  ];
}

/** Why an authoriser is offered no Authorise on a payment awaiting it: they requested it themselves. */
export function ownRequestWords(payment: Payment, can: PaymentAbilities): string | null {
  return payment.state === 'REQUESTED' && can.authorise && payment.requested.byCaller
    ? 'You requested this payment: someone else must authorise it.'
    : null;
}
