import { z } from 'zod';

type TypedFields<S extends z.ZodObject> = {
  [K in keyof S['shape']]?: z.ZodType<z.output<S['shape'][K]>, string>;
};

/**
 * A contract schema whose named fields are read from what a form shows (pounds, a chosen id) by
 * their own schemas, keeping every other rule of it (its refinements included) and its output.
 */
export function withTypedFields<S extends z.ZodObject>(
  schema: S,
  fields: TypedFields<S>,
): z.ZodType<z.output<S>> {
  // safeExtend keeps the refinements; its types want each field's input unchanged, and these take text.
  return (schema as z.ZodObject).safeExtend(fields as z.ZodRawShape) as unknown as z.ZodType<z.output<S>>;
}

/** A record chosen from a list: blank is a choice not made, said in the form's words. */
export const chosenId = (message: string) => z.string().min(1, { error: message }).transform(Number);
