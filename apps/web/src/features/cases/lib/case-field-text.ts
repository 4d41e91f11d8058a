import type { Case } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import type { CaseFieldName } from './case-field-labels';
import { formatPence } from './money';

/** A field of a case as a person reads it; null when it was left blank. */
export function caseFieldText(record: Case, name: CaseFieldName): string | null {
  switch (name) {
    case 'statusId':
      return record.statusName;
    case 'assignedOfficerId':
      return record.assignedOfficerName;
    case 'contractorId':
      return record.contractorName;
    case 'clientDateOfBirth':
    case 'referralDate':
      return record[name] === null ? null : formatIsoDay(record[name]);
    case 'estimatedCostPence':
    case 'approvedGrantPence':
      return record[name] === null ? null : formatPence(record[name]);
    default:
      return record[name] || null;
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
