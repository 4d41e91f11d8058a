import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { submitFailureWithin } from '@/lib/forms/failure-within';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { isStaleRecord } from '@/lib/forms/to-submit-failure';

/** What a form says once the payments, changed meanwhile by someone else, have been read again. */
export const PAYMENT_READ_AGAIN =
  'Someone else changed this payment meanwhile, and it has been read again. Check it, then try again.';

/** A change refused because someone else changed the payments first (a 409). */
export class StalePayments extends SubmitFailure {
  override name = 'StalePayments';
  constructor() {
    super({ message: PAYMENT_READ_AGAIN, fields: {} });
  }
}

/**
 * A refused payment change in a form's words: its fields named as the form names them (the server
 * says `payment.amountPence`); a 409, whether from a call or an upload (which words it already,
 * with the contract's stale-record message), as StalePayments.
 */
export function paymentFailure(error: unknown, within = 'payment'): SubmitFailure {
  if (isStaleRecord(error)) return new StalePayments();
  if (error instanceof SubmitFailure) {
    return error.message === STALE_RECORD_MESSAGE ? new StalePayments() : error;
  }
  return submitFailureWithin(error, within);
}
