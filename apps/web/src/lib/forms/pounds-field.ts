import { z } from 'zod';
import { POUNDS_MESSAGE, poundsToPence } from '@/lib/money';

/**
 * An amount typed in pounds ("8,500.00", "£8500"), checked as whole pence by the contract's own
 * rule for it: blank goes on as no amount (the rule's "enter it", or its default), and what is
 * not an amount is refused in the words of the form.
 */
export function poundsField<T>(pence: z.ZodType<T, number | undefined>) {
  return z
    .string()
    .transform((typed, context) => {
      const amount = poundsToPence(typed);
      if (amount === undefined) {
        context.addIssue({ code: 'custom', message: POUNDS_MESSAGE });
        return z.NEVER;
      }
      return amount ?? undefined;
    })
    .pipe(pence);
}

/** Typed pounds as pence for figures worked out while typing: blank or not an amount counts as 0. */
export const typedPence = (typed: string): number => poundsToPence(typed) ?? 0;
