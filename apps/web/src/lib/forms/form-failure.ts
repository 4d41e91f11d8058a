import type { FieldErrors } from '../api/api-failure';

/** A failed submit: a message, and messages per field. */
export class SubmitFailure extends Error {
  override name = 'SubmitFailure';
  readonly fields: FieldErrors;

  constructor({ message, fields }: { message: string; fields: FieldErrors }) {
    super(message);
    this.fields = fields;
  }
}

export type FormFailure = { message: string; fields: FieldErrors };

/** Any thrown value as a form failure: its own message and fields, else its message or text. */
export function asFormFailure(error: unknown): FormFailure {
  if (error instanceof SubmitFailure) return { message: error.message, fields: error.fields };
  const message = error instanceof Error && error.message !== '' ? error.message : String(error);
  return { message, fields: {} };
}

/**
 * Where a failure's messages go on a form showing `fieldNames`: each field's beside it, and above
 * the form the failure's own message (unless it only repeats a field's) with those for fields the
 * form does not show.
 */
export function placeFailure(failure: FormFailure, fieldNames: readonly string[]) {
  const fields: Record<string, string> = {};
  const unshown: string[] = [];
  for (const [name, message] of Object.entries(failure.fields)) {
    if (message === undefined) continue;
    if (fieldNames.includes(name)) fields[name] = message;
    else unshown.push(message);
  }
  const repeated = Object.values(fields).includes(failure.message);
  const above = [...(repeated ? [] : [failure.message]), ...unshown].join(' ');
  return { fields, above: above === '' ? null : above };
}
