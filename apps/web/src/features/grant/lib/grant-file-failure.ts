import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { StaleGrant } from './grant-failure';

/**
 * A refused upload of a quote's or a variation's document, as useUpload words it, with a stale
 * grant told apart: an upload's failure arrives already in a form's words, where a 409 is the
 * contract's stale-record message.
 */
export function grantFileFailure(error: unknown): unknown {
  return error instanceof SubmitFailure && error.message === STALE_RECORD_MESSAGE ? new StaleGrant() : error;
}
