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
