import { z } from 'zod';

/**
 * A form's schema: what was typed (strings), turned by `toInput` into the shape `schema` checks
 * (a list split, a locked value put back), then checked with the contract's own rules and
 * messages. What was typed is only text, so `schema` is what gives it a type: the submit receives
 * the checked, typed request, with no cast.
 */
export function formSchema<TValues extends Record<string, string>, TOut>(
  toInput: (values: TValues) => unknown,
  schema: z.ZodType<TOut>,
): z.ZodType<TOut, TValues> {
  return z.custom<TValues>().transform(toInput).pipe(schema);
}
