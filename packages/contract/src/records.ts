import { z } from 'zod';
import { singleLineText } from './text';

/** A record id in a path or body: a positive whole number within PostgreSQL's integer. */
export const recordIdSchema = z.coerce
  .number({ error: 'Give the id as a number' })
  .int({ error: 'Give the id as a whole number' })
  .min(1, { error: 'Give a valid id' })
  .max(2_147_483_647, { error: 'Give a valid id' });

/** The version an edit form read; an update naming an older one is a 409 (optimistic locking). */
export const versionSchema = z
  .number({ error: 'Give the version of the record you edited' })
  .int({ error: 'Give the version of the record you edited' })
  .min(1, { error: 'Give the version of the record you edited' });

export const STALE_RECORD_MESSAGE =
  'Someone else has changed this record since you opened it. Reload it and try again.';

/** Required single-line text: trimmed, not blank, no control characters, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return singleLineText({ error: `Enter ${label}` })
    .min(1, { error: `Enter ${label}` })
    .max(max, { error: `Use at most ${max} characters` });
}

/** Optional single-line text: trimmed, no control characters; absent or blank is null. */
export function optionalText(max: number) {
  return singleLineText()
    .max(max, { error: `Use at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * The optional body of the `isactive` calls: without it (the spec's toggle) the record's
 * active flag flips; with `isActive` it is set to that, so a repeated click cannot undo itself.
 */
export const setActiveRequestSchema = z
  .object({ isActive: z.boolean({ error: 'Give isActive as true or false' }).optional() })
  .nullish();
export type SetActiveRequest = z.input<typeof setActiveRequestSchema>;
