import { z } from 'zod';
import { isCalendarDay } from './dates';
import { CASE_PRIORITIES, CASE_TENURES } from './domain';
import { optionalText, recordIdSchema, requiredText } from './records';
import { multiLineText, singleLineText } from './text';
import { optionalUkPhoneSchema, ukPostCodeSchema } from './uk';

// The fields an officer types about a case, each written once: what a request may carry, what a
// reading answers, what the field is called and how it is shown. The case form's values, its read
// view, its labels, the list of what someone else changed, the audit log and the Excel export all
// follow this catalogue; a new field is a line here, a column in the Drizzle schema and its place
// on the form (docs/domain.md, "A case's fields").

/** Money is kept in whole pence; £1 billion is beyond any grant. */
export const MAX_PENCE = 100_000_000_000;
export const CASE_DESCRIPTION_MAX_LENGTH = 4000;

/**
 * How a field's value is shown: as typed (`text`, `longText`), a calendar day (`date`, shown
 * 27/03/1948), whole pence (`pence`, shown £12,500.00), one of a list (`choice`), or a record of
 * the authority (`reference`, shown by its name).
 */
export type CaseFieldFormat = 'text' | 'longText' | 'date' | 'pence' | 'choice' | 'reference';

/** Where a field sits on the case's page: the form's and the read view's sections. */
export const CASE_FIELD_SECTIONS = {
  client: 'Client',
  address: 'Address',
  details: 'Case details',
  people: 'Officer and contractor',
  money: 'Money',
} as const;
export type CaseFieldSection = keyof typeof CASE_FIELD_SECTIONS;

type CaseFieldDefinition<
  Input extends z.ZodType = z.ZodType,
  Read extends z.ZodType = z.ZodType,
  Format extends CaseFieldFormat = CaseFieldFormat,
> = {
  /** What a request may carry, with the product's messages. */
  input: Input;
  /** What a reading of the case answers. */
  read: Read;
  /** What the form, the view and the export call it: "Referral source". */
  label: string;
  /** As it reads inside a sentence: "the referral source" (field-names.ts). */
  said: string;
  format: Format;
  section: CaseFieldSection;
  /** The Excel export's column width, in characters. */
  width: number;
  /** A choice's options, in the order offered. */
  options?: readonly string[];
};

type Placement = { section: CaseFieldSection; width: number };

const define = <Input extends z.ZodType, Read extends z.ZodType, Format extends CaseFieldFormat>(
  field: CaseFieldDefinition<Input, Read, Format>,
) => field;

/** A required line of text. */
const requiredLine = (label: string, said: string, max: number, placement: Placement) =>
  define({ input: requiredText(said, max), read: z.string(), label, said, format: 'text', ...placement });

/** An optional line of text: blank is null. */
const optionalLine = (label: string, said: string, max: number, placement: Placement) =>
  define({
    input: optionalText(max),
    read: z.string().nullable(),
    label,
    said,
    format: 'text',
    ...placement,
  });

/** A calendar date as `YYYY-MM-DD`, a real one, between `earliest` (1900 or later) and today; blank is null. */
function optionalPastDate(said: string, earliest: string) {
  return singleLineText()
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      if (!isCalendarDay(value)) {
        context.issues.push({ code: 'custom', message: `Enter ${said} as a real date`, input: value });
        return z.NEVER;
      }
      if (value < earliest) {
        const year = earliest.slice(0, 4);
        context.issues.push({ code: 'custom', message: `Enter ${said} from ${year} onwards`, input: value });
        return z.NEVER;
      }
      if (value > new Date().toISOString().slice(0, 10)) {
        context.issues.push({
          code: 'custom',
          message: `Enter ${said} that is not in the future`,
          input: value,
        });
        return z.NEVER;
      }
      return value;
    });
}

const pastDate = (label: string, said: string, earliest: string, section: CaseFieldSection) =>
  define({
    input: optionalPastDate(said, earliest),
    read: z.string().nullable(),
    label,
    said,
    format: 'date',
    section,
    width: 13,
  });

/** Whole pence, or null; the web client converts the pounds typed. */
export const optionalPenceSchema = z
  .number({ error: 'Give the amount in pence as a number' })
  .int({ error: 'Give the amount in whole pence' })
  .min(0, { error: 'The amount cannot be negative' })
  .max(MAX_PENCE, { error: 'That amount is too large' })
  .nullish()
  .transform((value) => value ?? null);

const pence = (label: string, said: string) =>
  define({
    input: optionalPenceSchema,
    read: z.number().int().nullable(),
    label,
    said,
    format: 'pence',
    section: 'money',
    width: 15,
  });

/** One of `options`, or none (blank is null). */
const optionalChoice = <const Options extends readonly [string, ...string[]]>(
  label: string,
  said: string,
  options: Options,
  placement: Placement,
) =>
  define({
    input: z
      .union([z.literal(''), z.enum(options)], { error: `Choose one of: ${options.join(', ')}` })
      .nullish()
      .transform((value) => (value ? value : null)),
    read: z.enum(options).nullable(),
    label,
    said,
    format: 'choice',
    options,
    ...placement,
  });

const optionalRecordIdSchema = recordIdSchema.nullish().transform((value) => value ?? null);

/** Another record of the authority, named by its id; the case's reading also gives its name. */
const reference = (label: string, said: string) =>
  define({
    input: optionalRecordIdSchema,
    read: z.number().int().nullable(),
    label,
    said,
    format: 'reference',
    section: 'people',
    width: 24,
  });

const optionalEmailSchema = singleLineText()
  .max(254, { error: 'E-mail addresses are at most 254 characters' })
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email({ error: 'Enter an e-mail address like name@example.com' }).nullable());

const uprnSchema = singleLineText()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z
      .string()
      .regex(/^[0-9]{1,12}$/, { error: 'A UPRN is up to 12 digits' })
      .nullable(),
  );

const client: Placement = { section: 'client', width: 16 };
const address: Placement = { section: 'address', width: 20 };
const details: Placement = { section: 'details', width: 20 };

/** Every field an officer types about a case, in the order the form and the export show them. */
export const CASE_FIELDS = {
  clientTitle: optionalLine('Title', "the client's title", 20, { ...client, width: 8 }),
  clientFirstName: requiredLine('First name', "the client's first name", 100, client),
  clientLastName: requiredLine('Last name', "the client's last name", 100, { ...client, width: 18 }),
  clientDateOfBirth: pastDate('Date of birth', "the client's date of birth", '1900-01-01', 'client'),
  clientPhone: define({
    input: optionalUkPhoneSchema,
    read: z.string().nullable(),
    label: 'Telephone',
    said: "the client's telephone number",
    format: 'text',
    ...client,
  }),
  clientEmail: define({
    input: optionalEmailSchema,
    read: z.string().nullable(),
    label: 'E-mail address',
    said: "the client's e-mail address",
    format: 'text',
    section: 'client',
    width: 28,
  }),
  addressLine1: requiredLine('Address line 1', 'the first line of the address', 200, {
    ...address,
    width: 28,
  }),
  addressLine2: optionalLine('Address line 2', 'the second line of the address', 200, address),
  addressLine3: optionalLine('Address line 3', 'the third line of the address', 200, address),
  town: optionalLine('Town', 'the town', 100, { ...address, width: 16 }),
  county: optionalLine('County', 'the county', 100, { ...address, width: 16 }),
  postCode: define({
    input: ukPostCodeSchema,
    read: z.string(),
    label: 'Post code',
    said: 'the post code',
    format: 'text',
    section: 'address',
    width: 10,
  }),
  uprn: define({
    input: uprnSchema,
    read: z.string().nullable(),
    label: 'UPRN',
    said: 'the UPRN',
    format: 'text',
    section: 'address',
    width: 14,
  }),
  assignedOfficerId: reference('Officer', 'the officer'),
  contractorId: reference('Contractor', 'the contractor'),
  referralDate: pastDate('Referral date', 'the referral date', '2000-01-01', 'details'),
  referralSource: optionalLine('Referral source', 'the referral source', 200, details),
  tenure: optionalChoice('Tenure', 'the tenure', CASE_TENURES, details),
  priority: define({
    input: z
      .enum(CASE_PRIORITIES, { error: `Choose one of: ${CASE_PRIORITIES.join(', ')}` })
      .default('Normal'),
    read: z.enum(CASE_PRIORITIES),
    label: 'Priority',
    said: 'the priority',
    format: 'choice',
    options: CASE_PRIORITIES,
    section: 'details',
    width: 10,
  }),
  description: define({
    input: multiLineText()
      .max(CASE_DESCRIPTION_MAX_LENGTH, { error: `Use at most ${CASE_DESCRIPTION_MAX_LENGTH} characters` })
      .nullish()
      .transform((value) => (value ? value : null)),
    read: z.string().nullable(),
    label: 'Description',
    said: 'the description',
    format: 'longText',
    section: 'details',
    width: 50,
  }),
  estimatedCostPence: pence('Estimated cost', 'the estimated cost'),
  approvedGrantPence: pence('Approved grant', 'the approved grant'),
} satisfies Record<string, CaseFieldDefinition>;

export type CaseFieldKey = keyof typeof CASE_FIELDS;
export const CASE_FIELD_KEYS = Object.keys(CASE_FIELDS) as CaseFieldKey[];

/** The fields of a format: `CaseFieldKeyOf<'pence'>` is the money fields. */
export type CaseFieldKeyOf<Format extends CaseFieldFormat> = {
  [K in CaseFieldKey]: (typeof CASE_FIELDS)[K]['format'] extends Format ? K : never;
}[CaseFieldKey];

/** The fields that are another record's id, which a reading and the export name. */
export type CaseReferenceKey = CaseFieldKeyOf<'reference'>;

type Shape<Part extends 'input' | 'read'> = { [K in CaseFieldKey]: (typeof CASE_FIELDS)[K][Part] };

function shapeOf<Part extends 'input' | 'read'>(part: Part): Shape<Part> {
  return Object.fromEntries(CASE_FIELD_KEYS.map((key) => [key, CASE_FIELDS[key][part]])) as Shape<Part>;
}

/** Each field's request schema, for a request's `z.object`. */
export const caseFieldInputs = shapeOf('input');
/** Each field's reading, for a reading's `z.object`. */
export const caseFieldReads = shapeOf('read');

/** The keys of the fields of a format, in the catalogue's order. */
export function caseFieldKeysOf<Format extends CaseFieldFormat>(format: Format): CaseFieldKeyOf<Format>[] {
  return CASE_FIELD_KEYS.filter((key) => CASE_FIELDS[key].format === format) as CaseFieldKeyOf<Format>[];
}
