import { quoteFieldsSchema, type Quote } from '@casekeeper/contract';
import type { z } from 'zod';
import { formatDate, formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { poundsField } from '@/lib/forms/pounds-field';
import { chosenId, withTypedFields } from '@/lib/forms/typed-fields';
import { penceToPoundsText } from '@/lib/money';
import { ukDateToIso } from '@/lib/uk-date';
import { typedCount } from './typed-count';

/** What the quote form shows: text, as typed or chosen; the amount in pounds, the duration in working days. */
export type QuoteFormValues = {
  contractorId: string;
  amountPence: string;
  receivedOn: string;
  validUntil: string;
  notes: string;
  estimatedWorkingDays: string;
};

export type QuoteFields = z.output<typeof quoteFieldsSchema>;

/** The form's text as the contract's quote: pounds as whole pence, dates typed the British way. */
export const quoteFormSchema = formSchema(
  (values: QuoteFormValues) => ({
    ...values,
    receivedOn: ukDateToIso(values.receivedOn),
    validUntil: ukDateToIso(values.validUntil),
  }),
  withTypedFields(quoteFieldsSchema, {
    contractorId: chosenId('Choose the contractor'),
    amountPence: poundsField(quoteFieldsSchema.shape.amountPence),
    estimatedWorkingDays: typedCount(quoteFieldsSchema.shape.estimatedWorkingDays),
  }),
);

export function quoteFormValues(quote: Quote | null): QuoteFormValues {
  return {
    contractorId: quote ? String(quote.contractorId) : '',
    amountPence: quote ? penceToPoundsText(quote.amountPence) : '',
    // A quote is mostly recorded the day it arrives.
    receivedOn: quote ? formatIsoDay(quote.receivedOn) : formatDate(new Date().toISOString()),
    validUntil: quote?.validUntil ? formatIsoDay(quote.validUntil) : '',
    notes: quote?.notes ?? '',
    estimatedWorkingDays: quote?.estimatedWorkingDays?.toString() ?? '',
  };
}
