import { markPaidRequestSchema, PAYMENT_MESSAGES, rejectPaymentRequestSchema } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { londonDayOf } from '@/lib/london-day';
import { ukDateToIso } from '@/lib/uk-date';

export type RejectFormValues = { reason: string };

/** Why a payment is rejected: the officer who requested it is told in these words. */
export const rejectFormSchema = formSchema(
  (values: RejectFormValues) => values,
  rejectPaymentRequestSchema.pick({ reason: true }),
);

export type MarkPaidFormValues = { paidOn: string; financeReference: string };

/**
 * The day a payment was paid, typed the British way, and the finance system's reference: never a
 * day to come, nor one before the day it was authorised (`authorisedOn`, yyyy-mm-dd).
 */
export function markPaidFormSchema(authorisedOn: string | null) {
  return formSchema(
    (values: MarkPaidFormValues) => ({ ...values, paidOn: ukDateToIso(values.paidOn) }),
    markPaidRequestSchema
      .pick({ paidOn: true, financeReference: true })
      .refine((fields) => fields.paidOn <= londonDayOf(new Date()), {
        path: ['paidOn'],
        message: PAYMENT_MESSAGES.paidFuture,
      })
      .refine((fields) => authorisedOn === null || fields.paidOn >= authorisedOn, {
        path: ['paidOn'],
        message: PAYMENT_MESSAGES.paidBeforeAuthorised,
      }),
  );
}

/** The form starts at today, in London: a payment is mostly marked the day it goes. */
export const markPaidFormValues = (): MarkPaidFormValues => ({
  paidOn: formatIsoDay(londonDayOf(new Date())),
  financeReference: '',
});
