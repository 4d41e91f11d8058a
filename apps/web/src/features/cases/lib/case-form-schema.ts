import {
  addCaseRequestSchema,
  caseFieldsSchema,
  STATUS_ID,
  type Case,
  type CaseOptions,
  type StatusId,
} from '@casekeeper/contract';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { formatIsoDay } from '@/lib/format-date';
import { penceToPoundsText, poundsToPence, POUNDS_MESSAGE } from './money';
import { ukDateToIso } from '@/lib/uk-date';

/**
 * What the case form holds: text, as typed. The money and date fields keep the contract's names,
 * so the server's messages about them land beside them, but hold pounds ("12,500.00") and
 * British dates ("27/03/1948").
 */
export type CaseValues = {
  clientTitle: string;
  clientFirstName: string;
  clientLastName: string;
  clientDateOfBirth: string;
  clientPhone: string;
  clientEmail: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  county: string;
  postCode: string;
  uprn: string;
  statusId: string;
  assignedOfficerId: string;
  contractorId: string;
  referralDate: string;
  referralSource: string;
  priority: string;
  description: string;
  estimatedCostPence: string;
  approvedGrantPence: string;
};

/** What the form sends: a case's fields, and on a new case the status it starts in. */
export type CaseFormOutput = z.output<typeof caseFieldsSchema> & { statusId?: StatusId };

/** Pounds as typed, to the contract's pence (and its limits and messages). */
const poundsAsPence = (pence: z.ZodType<number | null, number | null | undefined>) =>
  z
    .string()
    .transform((typed, context): number | null | undefined => {
      const value = poundsToPence(typed);
      if (value !== undefined) return value;
      context.issues.push({ code: 'custom', message: POUNDS_MESSAGE, input: typed });
      return z.NEVER;
    })
    .pipe(pence);

const money = {
  estimatedCostPence: poundsAsPence(caseFieldsSchema.shape.estimatedCostPence),
  approvedGrantPence: poundsAsPence(caseFieldsSchema.shape.approvedGrantPence),
};

const orNull = (id: string) => (id === '' ? null : id);
const toInput = (values: CaseValues) => ({
  ...values,
  clientDateOfBirth: ukDateToIso(values.clientDateOfBirth),
  referralDate: ukDateToIso(values.referralDate),
  assignedOfficerId: orNull(values.assignedOfficerId),
  contractorId: orNull(values.contractorId),
});

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

const text = (value: string | null) => value ?? '';
const day = (value: string | null) => (value === null ? '' : formatIsoDay(value));
const id = (value: number | null) => (value === null ? '' : String(value));

/**
 * The form's first values: the case as read, or a new case assigned to the caller when they may
 * assign cases only to themselves (the options then offer no one else).
 */
export function caseValues(record: Case | null, options: CaseOptions, callerId: number | null): CaseValues {
  const onlyOfficer = options.officers.length === 1 ? options.officers[0] : undefined;
  const ownCase = onlyOfficer !== undefined && onlyOfficer.id === callerId ? onlyOfficer.id : null;
  return {
    clientTitle: text(record?.clientTitle ?? null),
    clientFirstName: record?.clientFirstName ?? '',
    clientLastName: record?.clientLastName ?? '',
    clientDateOfBirth: day(record?.clientDateOfBirth ?? null),
    clientPhone: text(record?.clientPhone ?? null),
    clientEmail: text(record?.clientEmail ?? null),
    addressLine1: record?.addressLine1 ?? '',
    addressLine2: text(record?.addressLine2 ?? null),
    addressLine3: text(record?.addressLine3 ?? null),
    town: text(record?.town ?? null),
    county: text(record?.county ?? null),
    postCode: record?.postCode ?? '',
    uprn: text(record?.uprn ?? null),
    statusId: String(record?.statusId ?? STATUS_ID.ENQUIRY),
    assignedOfficerId: id(record ? record.assignedOfficerId : ownCase),
    contractorId: id(record?.contractorId ?? null),
    referralDate: day(record?.referralDate ?? null),
    referralSource: text(record?.referralSource ?? null),
    priority: record?.priority ?? 'Normal',
    description: text(record?.description ?? null),
    estimatedCostPence: penceToPoundsText(record?.estimatedCostPence ?? null),
    approvedGrantPence: penceToPoundsText(record?.approvedGrantPence ?? null),
  };
}
