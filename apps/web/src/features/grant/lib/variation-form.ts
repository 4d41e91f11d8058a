import { variationFieldsSchema } from '@casekeeper/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { POUNDS_MESSAGE, poundsToPence } from '@/lib/money';

/** Which way the works' cost moves: chosen apart from the amount, so a sign is never mistyped. */
export const COST_DIRECTIONS = ['UP', 'DOWN', 'NONE'] as const;
export type CostDirection = (typeof COST_DIRECTIONS)[number];

export const COST_DIRECTION_WORDS: Record<CostDirection, string> = {
  UP: 'It goes up',
  DOWN: 'It goes down',
  NONE: 'No change in cost',
};

/** The amount's label, naming the direction chosen; no amount is asked for while the cost stays. */
export function costAmountLabel(direction: string): string | null {
  if (direction === 'UP') return 'How much it goes up by (£)';
  if (direction === 'DOWN') return 'How much it goes down by (£)';
  return null;
}

export const COST_DIRECTION_MESSAGE = 'Say whether the cost goes up, goes down or stays the same';

/** What the variation form shows: text as typed; the cost change as a direction and an amount in pounds. */
export type VariationFormValues = {
  worksAdded: string;
  worksRemoved: string;
  costDirection: string;
  costChangePence: string;
  reason: string;
};

export type VariationFields = z.output<typeof variationFieldsSchema>;

export const EMPTY_VARIATION: VariationFormValues = {
  worksAdded: '',
  worksRemoved: '',
  costDirection: '',
  costChangePence: '',
  reason: '',
};

const direction = z.enum(COST_DIRECTIONS, { error: COST_DIRECTION_MESSAGE });

/**
 * The amount typed in pounds, signed by the direction chosen, checked by the contract's rule for
 * the change (at most £100,000 either way). No change is 0, whatever the amount field held.
 */
const signedChange = z
  .object({ direction: z.string(), amount: z.string() })
  .transform(({ direction: chosen, amount }, context) => {
    if (chosen !== 'UP' && chosen !== 'DOWN') return 0;
    const pence = poundsToPence(amount);
    if (pence === undefined) {
      context.addIssue({ code: 'custom', message: POUNDS_MESSAGE });
      return z.NEVER;
    }
    if (pence === null || pence === 0) {
      context.addIssue({
        code: 'custom',
        message: `Enter how much the cost goes ${chosen === 'UP' ? 'up' : 'down'} by, in pounds`,
      });
      return z.NEVER;
    }
    return chosen === 'UP' ? pence : -pence;
  })
  .pipe(variationFieldsSchema.shape.costChangePence);

// safeExtend keeps the contract's rule that something must change; the direction is the form's
// own, and the contract's schema read again over what passed leaves it out (as it strips unknown keys).
const variationInPounds = (variationFieldsSchema as z.ZodObject)
  .safeExtend({ costDirection: direction, costChangePence: signedChange })
  .pipe(variationFieldsSchema);

/** The form's text as the contract's variation: the cost change in signed whole pence. */
export const variationFormSchema = formSchema(
  (values: VariationFormValues) => ({
    ...values,
    // No radio chosen reads as null.
    costDirection: values.costDirection || undefined,
    costChangePence: { direction: values.costDirection || '', amount: values.costChangePence },
  }),
  variationInPounds,
);
