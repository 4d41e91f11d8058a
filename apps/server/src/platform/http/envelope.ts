import type { Envelope } from '@casekeeper/contract';

/** A successful answer in the envelope every API call uses. */
export function ok<T>(data: T, message = 'OK', statusCode = 200): Envelope<T> {
  return { statusCode, message, data };
}
