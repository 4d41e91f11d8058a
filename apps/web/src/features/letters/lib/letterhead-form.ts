import { letterheadFieldsSchema, type LetterheadView } from '@casekeeper/contract';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';

export type LetterheadFormValues = {
  name: string;
  addressLines: string;
  phone: string;
  email: string;
  footer: string;
};
export type LetterheadFormFields = z.output<typeof letterheadFieldsSchema>;

/** The address is typed one line per line of the letterhead. */
export const letterheadFormSchema = formSchema(
  (values: LetterheadFormValues) => ({
    ...values,
    addressLines: values.addressLines.split('\n').map((line) => line.trim()),
  }),
  letterheadFieldsSchema,
);

export const letterheadFormValues = (letterhead: LetterheadView | undefined): LetterheadFormValues => ({
  name: letterhead?.name ?? '',
  addressLines: letterhead?.addressLines.join('\n') ?? '',
  phone: letterhead?.phone ?? '',
  email: letterhead?.email ?? '',
  footer: letterhead?.footer ?? '',
});
