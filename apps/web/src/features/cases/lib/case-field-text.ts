import { CASE_FIELDS, type Case } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import type { CaseFieldName } from './case-field-labels';
import { formatPence } from './money';

/** The name a reading gives each field that names another record. */
const REFERENCE_NAMES = {
  assignedOfficerId: (record: Case) => record.assignedOfficerName,
  contractorId: (record: Case) => record.contractorName,
} as const;

/** A field of a case as a person reads it, by its format in the catalogue; null when it was left blank. */
export function caseFieldText(record: Case, name: CaseFieldName): string | null {
  if (name === 'statusId') return record.statusName;
  const value = record[name];
  if (value === null || value === '') return null;
  switch (CASE_FIELDS[name].format) {
    case 'reference':
      return REFERENCE_NAMES[name as keyof typeof REFERENCE_NAMES](record);
    case 'date':
      return formatIsoDay(String(value));
    case 'pence':
      return formatPence(Number(value));
    default:
      return String(value);
  }
}

/** The fields whose values differ between two readings of a case, in form order. */
export function changedCaseFields(
  loaded: Case,
  current: Case,
  names: readonly CaseFieldName[],
): CaseFieldName[] {
  return names.filter((name) => loaded[name] !== current[name]);
}

/** The client as addressed: "Mrs Peggy Woolley". */
export function clientName(record: Case): string {
  return [record.clientTitle, record.clientFirstName, record.clientLastName].filter(Boolean).join(' ');
}

/** The address as written on an envelope, a line each, post code last. */
export function postalAddress(record: Case): string {
  return [
    record.addressLine1,
    record.addressLine2,
    record.addressLine3,
    record.town,
    record.county,
    record.postCode,
  ]
    .filter(Boolean)
    .join('\n');
}
