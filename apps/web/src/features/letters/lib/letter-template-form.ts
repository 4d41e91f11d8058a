import { letterTemplateFieldsSchema, type LetterTemplate } from '@casekeeper/contract';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';

/** What the template editor shows: the title and the body, as typed. */
export type LetterTemplateFormValues = { title: string; body: string };
export type LetterTemplateFormFields = z.output<typeof letterTemplateFieldsSchema>;

/** The contract's own check: an unknown merge field is refused here as the server refuses it. */
export const letterTemplateFormSchema = formSchema(
  (values: LetterTemplateFormValues) => values,
  letterTemplateFieldsSchema,
);

export const letterTemplateFormValues = (template: LetterTemplate | null): LetterTemplateFormValues => ({
  title: template?.title ?? '',
  body: template?.body ?? '',
});

/**
 * `text` with `token` put where the cursor was (replacing what was selected), and where the
 * cursor goes after it.
 */
export function insertAt(
  text: string,
  token: string,
  selection: { start: number; end: number },
): { text: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, cursor: start + token.length };
}
