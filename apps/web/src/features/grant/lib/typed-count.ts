import { z } from 'zod';

/**
 * A whole number typed as text (a duration in working days), checked by the contract's rule for
 * it: blank goes on as none, and what is not a number goes on as NaN, which the rule refuses in
 * its own words.
 */
export const typedCount = <T>(count: z.ZodType<T, number | null | undefined>) =>
  z
    .string()
    .transform((typed): number | null | undefined => {
      const text = typed.trim();
      if (text === '') return null;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(count);
