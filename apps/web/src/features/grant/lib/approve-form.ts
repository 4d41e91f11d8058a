import { approveGrantRequestSchema, STATUS_DATE_MESSAGES } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { londonDayOf } from '@/lib/london-day';
import { ukDateToIso } from '@/lib/uk-date';

export type ApproveFormValues = { effectiveDate: string; note: string };

/** The day the approval was decided, typed the British way: today or before, never a day to come. */
export const approveFormSchema = formSchema(
  (values: ApproveFormValues) => ({ ...values, effectiveDate: ukDateToIso(values.effectiveDate) }),
  approveGrantRequestSchema
    .pick({ effectiveDate: true, note: true })
    .refine((body) => body.effectiveDate === null || body.effectiveDate <= londonDayOf(new Date()), {
      path: ['effectiveDate'],
      message: STATUS_DATE_MESSAGES.future,
    }),
);

/** The form starts at today, in London. */
export const approveFormValues = (): ApproveFormValues => ({
  effectiveDate: formatIsoDay(londonDayOf(new Date())),
  note: '',
});
