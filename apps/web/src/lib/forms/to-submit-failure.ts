import { STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { toApiFailure } from '../api/api-failure';
import { SubmitFailure } from './form-failure';

/** A failed save as the form shows it: the server's message and per-field messages (data.fields). */
export function toSubmitFailure(error: unknown): SubmitFailure {
  const failure = toApiFailure(error);
  const stale = failure.status === 409 && Object.keys(failure.fields).length === 0;
  return new SubmitFailure({
    message: stale && failure.message === '' ? STALE_RECORD_MESSAGE : failure.message,
    fields: failure.fields,
  });
}

/** Whether a save failed because someone else changed the record first (optimistic locking). */
export function isStaleRecord(error: unknown): boolean {
  const failure = toApiFailure(error);
  return failure.status === 409 && failure.code === 'CONFLICT' && Object.keys(failure.fields).length === 0;
}
