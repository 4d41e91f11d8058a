import {
  addCaseRequestSchema,
  CASE_FIELD_KEYS,
  CASE_FIELDS,
  caseFieldsSchema,
  STATUS_ID,
  caseFieldKeysOf,
  type CaseFieldKey,
  type CaseFieldKeyOf,
  type Case,
  type CaseOptions,
  type StatusId,
} from '@casekeeper/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { formatIsoDay } from '@/lib/format-date';
import { penceToPoundsText, poundsToPence, POUNDS_MESSAGE } from './money';
import { ukDateToIso } from '@/lib/uk-date';
import type { CaseFieldName } from './case-field-labels';

/**
 * What the case form holds: text, as typed, a value for every field of the catalogue and the
 * status. The money and date fields keep the contract's names, so the server's messages about
 * them land beside them, but hold pounds ("12,500.00") and British dates ("27/03/1948").
 */
export type CaseValues = Record<CaseFieldName, string>;

/** What the form sends: a case's fields, and on a new case the status it starts in. */
export type CaseFormOutput = z.output<typeof caseFieldsSchema> & { statusId?: StatusId };

/** Pounds as typed, to the contract's pence (and its limits and messages). */
type PenceSchema = z.ZodType<number | null, number | null | undefined>;

const poundsAsPence = (pence: PenceSchema) =>
  z
    .string()
    .transform((typed, context): number | null | undefined => {
      const value = poundsToPence(typed);
      if (value !== undefined) return value;
      context.issues.push({ code: 'custom', message: POUNDS_MESSAGE, input: typed });
      return z.NEVER;
    })
    .pipe(pence);

/** The money fields, typed in pounds and checked as the contract checks their pence. */
const money = Object.fromEntries(
  caseFieldKeysOf('pence').map((key) => [key, poundsAsPence(caseFieldsSchema.shape[key])]),
) as Record<CaseFieldKeyOf<'pence'>, ReturnType<typeof poundsAsPence>>;

/** The form's text as the contract takes it: dates from British to ISO, no record chosen as null. */
function toInput(values: CaseValues) {
  const input: Record<string, string | null> = { ...values };
  for (const key of caseFieldKeysOf('date')) input[key] = ukDateToIso(values[key]);
  for (const key of caseFieldKeysOf('reference')) input[key] = values[key] === '' ? null : values[key];
  return input;
}

/** A new case: its fields and the status it starts in. */
export const addCaseFormSchema: z.ZodType<CaseFormOutput, CaseValues> = formSchema(
  toInput,
  addCaseRequestSchema.extend(money),
);

/** An existing case: its fields; the status moves only through the status panel. */
export const editCaseFormSchema: z.ZodType<CaseFormOutput, CaseValues> = formSchema(
  toInput,
  caseFieldsSchema.extend(money),
);

/** A field's value as the form holds it: by its format in the catalogue. */
function asFormText(key: CaseFieldKey, value: Case[CaseFieldKey]): string {
  if (value === null) return '';
  switch (CASE_FIELDS[key].format) {
    case 'date':
      return formatIsoDay(String(value));
    case 'pence':
      return penceToPoundsText(Number(value));
    default:
      return String(value);
  }
}

/** What a new case's field starts as: the contract's default (Normal priority), else blank. */
function startingValue(key: CaseFieldKey): Case[CaseFieldKey] {
  const parsed = CASE_FIELDS[key].input.safeParse(undefined);
  return parsed.success ? parsed.data : null;
}

/**
 * The form's first values: the case as read, or a new case assigned to the caller when they may
 * assign cases only to themselves (the options then offer no one else).
 */
export function caseValues(record: Case | null, options: CaseOptions, callerId: number | null): CaseValues {
  const onlyOfficer = options.officers.length === 1 ? options.officers[0] : undefined;
  const ownCase = onlyOfficer !== undefined && onlyOfficer.id === callerId ? onlyOfficer.id : null;
  const fields = Object.fromEntries(
    CASE_FIELD_KEYS.map((key) => [key, asFormText(key, record ? record[key] : startingValue(key))]),
  ) as Record<CaseFieldKey, string>;
  return {
    ...fields,
    statusId: String(record?.statusId ?? STATUS_ID.ENQUIRY),
    assignedOfficerId: record ? fields.assignedOfficerId : asFormText('assignedOfficerId', ownCase),
  };
}
