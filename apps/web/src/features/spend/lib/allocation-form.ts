import { saveAllocationRequestSchema, SPEND_MESSAGES, type YearAllocation } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import { poundsField } from '@/lib/forms/pounds-field';
import { withTypedFields } from '@/lib/forms/typed-fields';
import { penceToPoundsText } from '@/lib/money';

export type AllocationFormValues = { allocationPence: string };

const changesOf = (allocation: YearAllocation) =>
  allocation.changes.reduce((total, change) => total + change.amountPence, 0);

/**
 * The allocation as first recorded, typed in pounds and checked by the contract's rule for it;
 * never so low that the year's in-year changes would take it below nothing (the server's rule too).
 */
export function allocationFormSchema(allocation: YearAllocation) {
  const changes = changesOf(allocation);
  return formSchema(
    (values: AllocationFormValues) => values,
    withTypedFields(saveAllocationRequestSchema.pick({ allocationPence: true }), {
      allocationPence: poundsField(saveAllocationRequestSchema.shape.allocationPence),
    }).refine((fields) => fields.allocationPence + changes >= 0, {
      path: ['allocationPence'],
      message: SPEND_MESSAGES.belowZero,
    }),
  );
}

/** The form starts at the allocation as recorded (blank while none is). */
export const allocationFormValues = (allocation: YearAllocation): AllocationFormValues => ({
  allocationPence: penceToPoundsText(allocation.allocationPence),
});
