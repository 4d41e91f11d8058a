import type { z } from 'zod';
import { fieldNameOf, type FieldName } from './field-names';

type Issue = z.core.$ZodRawIssue;

/** What a value of each type is, in a sentence: "The limit must be a number". */
const KIND_OF: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  nan: 'a number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'a JSON object',
  record: 'a JSON object',
  map: 'a JSON object',
  date: 'a date',
  null: 'empty',
  file: 'a file',
};

const EXAMPLE_OF_FORMAT: Partial<Record<string, string>> = {
  email: 'name@example.com',
  date: '2026-06-15',
  datetime: '2026-03-30T09:30:00+01:00',
  time: '09:30',
  url: 'https://www.example.gov.uk',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number | bigint, one: string, many: string) =>
  `${count.toString()} ${count.toString() === '1' ? one : many}`;

/** The field an issue is about: the last property name in its path, and whether it is a list's item. */
function fieldOf(issue: Issue): { field: FieldName; item: boolean } | undefined {
  const path = issue.path ?? [];
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const key = path[index];
    if (typeof key !== 'string') continue;
    const field = fieldNameOf(key);
    return field && { field, item: index < path.length - 1 };
  }
  return undefined;
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** The sentence for an issue of a named field, or undefined to keep zod's own. */
function sentenceFor(issue: Issue, { ask, name }: FieldName, subject: string): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return `${ask} ${name}`;
      if (issue.expected === 'boolean') return `Choose ${name}: true or false`;
      return `${subject} must be ${KIND_OF[issue.expected] ?? 'of another kind'}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${ask} ${name}`
          : `${subject} must be at least ${plural(issue.minimum, 'character', 'characters')} long`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${subject} must have at least ${plural(issue.minimum, 'item', 'items')}`;
      }
      return `${subject} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum.toString()}`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `${subject} must be at most ${plural(issue.maximum, 'character', 'characters')} long`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${subject} must have at most ${plural(issue.maximum, 'item', 'items')}`;
      }
      return `${subject} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum.toString()}`;
    case 'invalid_format': {
      if (isBlank(issue.input)) return `${ask} ${name}`;
      const example = EXAMPLE_OF_FORMAT[issue.format];
      return example ? `Enter ${name} like ${example}` : `Check ${name}: it is not in the form expected`;
    }
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      if (isBlank(issue.input)) return `${ask} ${name}`;
      return issue.values.length > 0 && issue.values.length <= 8
        ? `${subject} must be one of: ${issue.values.map(String).join(', ')}`
        : `Choose ${name} from the list`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      if (isBlank(issue.input)) return `${ask} ${name}`;
      return `Check ${name}`;
    default:
      return undefined;
  }
}

/**
 * Zod's error map for the product: an issue of a field the schema has no message for is worded
 * from the field's name in the catalogue (field-names.ts), so a request left without a field, or
 * with a value of the wrong type, is answered in the product's words, never the library's. A
 * schema's own message always wins; an issue of no catalogued field keeps zod's words (the
 * server's configuration check words its own).
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const found = fieldOf(issue);
  if (!found) return undefined;
  const { field, item } = found;
  const subject = item ? `Each of ${field.name}` : capitalised(field.name);
  return sentenceFor(issue, field, subject);
};

/**
 * Whether a message is in zod's own words (its English locale, and the older wording of zod 3)
 * rather than the product's: what no field of an answer may say.
 */
export function isLibraryWording(message: string): boolean {
  return /^(Invalid|Too (big|small)|Expected|Required$|(String|Number|Array) must|Unrecognized key)/.test(
    message,
  );
}
