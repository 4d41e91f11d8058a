import { toApiFailure } from '@/lib/api/api-failure';
import { submitFailureWithin } from '@/lib/forms/failure-within';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { isStaleRecord } from '@/lib/forms/to-submit-failure';

/** A change refused because someone else changed the grant first: the form offers to read it again. */
export class StaleGrant extends SubmitFailure {
  override name = 'StaleGrant';
  constructor() {
    // The form's stale-record alert says it all; no message of its own above it.
    super({ message: '', fields: {} });
  }
}

/**
 * A refused grant change in a form's words: the server names a field by its place in the request
 * (`work.description`, `costs.topUpReason`), the form by its own name (`description`).
 */
export function grantFailure(error: unknown, within: string): SubmitFailure {
  return isStaleRecord(error) ? new StaleGrant() : submitFailureWithin(error, within);
}

/** A refused change of a list's button (remove, move, accept) as one message. */
export const refusalMessage = (error: unknown): string => toApiFailure(error).message;
