import type { z } from 'zod';
import { AppError } from '../errors/app-error';

export const CORRECT_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/**
 * Parses input a route could not check by its schema alone (for example a query whose sort
 * columns depend on a path parameter): a failure is the same 400 with per-field messages.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    (fields[path] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION_FAILED', CORRECT_FIELDS_MESSAGE, { fields });
}
