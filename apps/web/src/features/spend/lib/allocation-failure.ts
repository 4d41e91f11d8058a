import { submitFailureWithin } from '@/lib/forms/failure-within';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { isStaleRecord } from '@/lib/forms/to-submit-failure';

/** What a form says once the allocation, changed meanwhile by someone else, has been read again. */
export const ALLOCATION_READ_AGAIN =
  'Someone else changed this year’s allocation meanwhile, and it has been read again. Check it, then try again.';

/** A change refused because someone else changed the allocation first (a 409). */
export class StaleAllocation extends SubmitFailure {
  override name = 'StaleAllocation';
  constructor() {
    super({ message: ALLOCATION_READ_AGAIN, fields: {} });
  }
}

/** Where a form shows a broken rule the server names no field for: the rule's message, and its field. */
export type FieldOfRule = Partial<Record<string, string>>;

/**
 * A refused allocation change in a form's words: its fields named as the form names them (the
 * server says `change.amountPence`), a broken rule beside the field it is about, and a 409 as
 * StaleAllocation.
 */
export function allocationFailure(error: unknown, within: string, fieldOfRule: FieldOfRule): SubmitFailure {
  if (isStaleRecord(error)) return new StaleAllocation();
  const failure = submitFailureWithin(error, within);
  const field = fieldOfRule[failure.message];
  return field && Object.keys(failure.fields).length === 0
    ? new SubmitFailure({ message: failure.message, fields: { [field]: failure.message } })
    : failure;
}
