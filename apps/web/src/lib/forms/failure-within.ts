import type { FieldErrors } from '@/lib/api/api-failure';
import { SubmitFailure } from './form-failure';
import { toSubmitFailure } from './to-submit-failure';

/**
 * A refused save in a form's words, where the server names a field by its place in the request
 * (`work.description`, `payment.amountPence`) and the form by its own name (`description`).
 */
export function submitFailureWithin(error: unknown, within: string): SubmitFailure {
  const failure = toSubmitFailure(error);
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    fields[name.startsWith(`${within}.`) ? name.slice(within.length + 1) : name] = message;
  }
  return new SubmitFailure({ message: failure.message, fields });
}
