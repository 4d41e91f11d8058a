import { PAYMENT_MESSAGES, paymentRequestFieldsSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { poundsField } from '@/lib/forms/pounds-field';
import { withTypedFields } from '@/lib/forms/typed-fields';
import { londonDayOf } from '@/lib/london-day';
import { formatPence } from '@/lib/money';
import { ukDateToIso } from '@/lib/uk-date';

/** What the request form shows: text, as typed or chosen; the amount in pounds. */
export type RequestFormValues = {
  kind: string;
  amountPence: string;
  payee: string;
  invoiceReference: string;
  certifiedOn: string;
  note: string;
};

export type RequestFields = z.output<typeof paymentRequestFieldsSchema>;

export const REQUEST_FORM_VALUES: RequestFormValues = {
  kind: '',
  amountPence: '',
  payee: '',
  invoiceReference: '',
  certifiedOn: '',
  note: '',
};

/**
 * The form's text as the contract's request: pounds as whole pence, the certified day typed the
 * British way. What the server would refuse for the figures shown (more than is left, a day to
 * come) is refused before sending, in its words.
 */
export function requestFormSchema(leftPence: number) {
  return formSchema(
    (values: RequestFormValues) => ({ ...values, certifiedOn: ukDateToIso(values.certifiedOn) }),
    withTypedFields(paymentRequestFieldsSchema, {
      amountPence: poundsField(paymentRequestFieldsSchema.shape.amountPence),
    })
      .refine((fields) => fields.amountPence <= leftPence, {
        path: ['amountPence'],
        message: PAYMENT_MESSAGES.beyondApproved(formatPence(leftPence)),
      })
      .refine((fields) => fields.certifiedOn <= londonDayOf(new Date()), {
        path: ['certifiedOn'],
        message: PAYMENT_MESSAGES.certifiedFuture,
      }),
  );
}
