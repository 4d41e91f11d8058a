import {
  allocationChangeFieldsSchema,
  financialYearRange,
  SPEND_MESSAGES,
  type AllocationChangeFields,
  type YearAllocation,
} from '@casekeeper/contract';
import { z } from 'zod';
import { formatIsoDay } from '@/lib/format-date';
import { formSchema } from '@/lib/forms/form-schema';
import { londonDayOf } from '@/lib/london-day';
import { POUNDS_MESSAGE, poundsToPence } from '@/lib/money';
import { ukDateToIso } from '@/lib/uk-date';

/** Which way the allocation moves: chosen apart from the amount, so a sign is never mistyped. */
export const CHANGE_DIRECTIONS = ['MORE', 'LESS'] as const;
export type ChangeDirection = (typeof CHANGE_DIRECTIONS)[number];

export const CHANGE_DIRECTION_WORDS: Record<ChangeDirection, string> = {
  MORE: 'More: the allocation goes up',
  LESS: 'Less: the allocation goes down',
};

export const CHANGE_DIRECTION_MESSAGE = 'Say whether the allocation goes up or down';

/** The amount's label, naming the direction chosen. */
export function amountLabel(direction: string): string {
  if (direction === 'MORE') return 'How much more (£)';
  if (direction === 'LESS') return 'How much less (£)';
  return 'Amount (£)';
}

/** What the form shows: text as typed; the change as a direction and an amount in pounds. */
export type ChangeFormValues = {
  direction: string;
  amountPence: string;
  reason: string;
  changedOn: string;
};

/** The amount typed in pounds, signed by the direction: blank, nothing or not an amount is 0 here. */
export function signedChangePence(direction: string, amount: string): number {
  const pence = poundsToPence(amount) ?? 0;
  return direction === 'LESS' ? -pence : pence;
}

const signedAmount = z
  .object({ direction: z.string(), amount: z.string() })
  .transform(({ direction, amount }, context) => {
    const pence = poundsToPence(amount);
    if (pence === undefined) {
      context.addIssue({ code: 'custom', message: POUNDS_MESSAGE });
      return z.NEVER;
    }
    if (pence === null || pence === 0) {
      const how = direction === 'MORE' ? 'more' : direction === 'LESS' ? 'less' : 'the change';
      context.addIssue({ code: 'custom', message: `Enter how much ${how}, in pounds` });
      return z.NEVER;
    }
    return direction === 'LESS' ? -pence : pence;
  })
  .pipe(allocationChangeFieldsSchema.shape.amountPence);

/**
 * The form's text as the contract's change: the amount in signed whole pence, the day typed the
 * British way. As the server would, it refuses a day outside the year and a change that takes the
 * year's allocation (`allocation.totalPence`) below nothing.
 */
export function changeFormSchema(allocation: YearAllocation) {
  const { from, to } = financialYearRange(allocation.year);
  const total = allocation.totalPence ?? 0;
  // safeExtend keeps the contract's rules; the contract's schema read again over what passed
  // leaves the direction out (as it strips unknown keys).
  const inPounds = (allocationChangeFieldsSchema as z.ZodObject)
    .safeExtend({
      direction: z.enum(CHANGE_DIRECTIONS, { error: CHANGE_DIRECTION_MESSAGE }),
      amountPence: signedAmount.refine((pence) => total + pence >= 0, { error: SPEND_MESSAGES.belowZero }),
      changedOn: allocationChangeFieldsSchema.shape.changedOn.refine((day) => day >= from && day <= to, {
        error: SPEND_MESSAGES.changeOutsideYear,
      }),
    })
    .pipe(allocationChangeFieldsSchema);
  return formSchema(
    (values: ChangeFormValues) => ({
      ...values,
      direction: values.direction || undefined,
      amountPence: { direction: values.direction, amount: values.amountPence },
      changedOn: ukDateToIso(values.changedOn),
    }),
    inPounds as z.ZodType<AllocationChangeFields>,
  );
}

/** The form starts on today (UK time) when it falls within the year, else with no day. */
export function changeFormValues(year: number, now: Date): ChangeFormValues {
  const { from, to } = financialYearRange(year);
  const today = londonDayOf(now);
  return {
    direction: '',
    amountPence: '',
    reason: '',
    changedOn: today >= from && today <= to ? formatIsoDay(today) : '',
  };
}
