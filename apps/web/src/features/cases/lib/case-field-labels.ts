import { CASE_FIELD_KEYS, CASE_FIELDS, type CaseFieldKey } from '@casekeeper/contract';

/** A field an officer types about a case (the contract's catalogue, case-fields.ts), or its status. */
export type CaseFieldName = CaseFieldKey | 'statusId';

/** What each field is called on the form, in the view and in the list of what someone else changed. */
export const CASE_FIELD_LABELS = {
  statusId: 'Status',
  ...Object.fromEntries(CASE_FIELD_KEYS.map((key) => [key, CASE_FIELDS[key].label])),
} as Record<CaseFieldName, string>;

/** Every field: the status first (the change most worth noticing), then the catalogue's order. */
export const CASE_FIELD_NAMES: readonly CaseFieldName[] = ['statusId', ...CASE_FIELD_KEYS];
