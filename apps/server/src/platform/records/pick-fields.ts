import type { z } from 'zod';

/**
 * The fields of `schema` taken from `values`, one by one: whatever else the caller's object
 * holds (an id, a version, a type) stays out of the row written.
 */
export function pickFields<S extends z.ZodObject, V extends Partial<z.output<S>>>(
  schema: S,
  values: V,
): Pick<V, Extract<keyof V, keyof z.output<S>>> {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in values)
      .map((key) => [key, values[key as keyof V]]),
  ) as Pick<V, Extract<keyof V, keyof z.output<S>>>;
}
