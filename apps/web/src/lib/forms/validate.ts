import type { FieldErrors } from '../api/api-failure';

type Issue = { path: readonly PropertyKey[]; message: string };

/** The part of a zod schema the forms use, so this helper needs no zod at run time. */
export type FormSchema<T> = {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Checks form values against a contract schema; the first message per field is kept. */
export function validate<T>(schema: FormSchema<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
