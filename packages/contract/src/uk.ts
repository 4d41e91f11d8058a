import { z } from 'zod';
import { singleLineText } from './text';

/**
 * UK post codes as Royal Mail allocates them: the outward code (area and district) in one of its
 * six shapes, then the inward code (sector digit and two unit letters, never C, I, K, M, O or V).
 * GIR 0AA is the one historic exception still in use.
 */
const OUTWARD =
  '(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const UK_POST_CODE = new RegExp(`^(?:${OUTWARD}${INWARD}|GIR0AA)$`);
const UK_OUTWARD_CODE = new RegExp(`^${OUTWARD}$`);

export const UK_POST_CODE_MESSAGES = {
  missing: 'Enter a post code',
  invalid: 'Enter a real UK post code, like SW1A 1AA',
} as const;

/**
 * A UK post code as stored: upper case, one space before the inward code ("sw1a1aa" →
 * "SW1A 1AA"); null when the input is not a UK post code.
 */
export function normaliseUkPostCode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!UK_POST_CODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function isUkPostCode(input: string): boolean {
  return normaliseUkPostCode(input) !== null;
}

/** Whether the input is only the first half of a post code ("SW1A", "b33"), as people often type. */
export function isUkOutwardCode(input: string): boolean {
  return UK_OUTWARD_CODE.test(input.replace(/\s+/g, '').toUpperCase());
}

/** A required UK post code; the parsed value is normalised. */
export const ukPostCodeSchema = singleLineText({ error: UK_POST_CODE_MESSAGES.missing })
  .max(16, { error: UK_POST_CODE_MESSAGES.invalid })
  .transform((value, context) => {
    if (value.trim() === '') {
      context.issues.push({ code: 'custom', message: UK_POST_CODE_MESSAGES.missing, input: value });
      return z.NEVER;
    }
    const normalised = normaliseUkPostCode(value);
    if (normalised === null) {
      context.issues.push({ code: 'custom', message: UK_POST_CODE_MESSAGES.invalid, input: value });
      return z.NEVER;
    }
    return normalised;
  });

/** An optional UK post code: absent or blank is null, anything else must be a real one. */
export const optionalUkPostCodeSchema = singleLineText()
  .max(16, { error: UK_POST_CODE_MESSAGES.invalid })
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const normalised = normaliseUkPostCode(value);
    if (normalised === null) {
      context.issues.push({ code: 'custom', message: UK_POST_CODE_MESSAGES.invalid, input: value });
      return z.NEVER;
    }
    return normalised;
  });

/** Digits, spaces, brackets and dashes, with an optional leading +: 01632 960 001, +44 20 7946 0000. */
export const UK_PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
export const UK_PHONE_MESSAGE = 'Enter a telephone number like 01632 960 001';

/** A required telephone number, trimmed. */
export const ukPhoneSchema = singleLineText({ error: 'Enter a telephone number' })
  .min(1, { error: 'Enter a telephone number' })
  .max(20, { error: UK_PHONE_MESSAGE })
  .regex(UK_PHONE_PATTERN, { error: UK_PHONE_MESSAGE });

/** An optional telephone number: absent or blank is null. */
export const optionalUkPhoneSchema = singleLineText()
  .max(20, { error: UK_PHONE_MESSAGE })
  .refine((value) => value === '' || UK_PHONE_PATTERN.test(value), { error: UK_PHONE_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));
