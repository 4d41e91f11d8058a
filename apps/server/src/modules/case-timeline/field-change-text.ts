import { CASE_FIELDS, type CaseFieldChange, type CaseFieldKey } from '@casekeeper/contract';

/** The names of the records a reference field holds (an officer's, a contractor's), by id. */
export type ReferenceNames = { assignedOfficerId: Map<number, string>; contractorId: Map<number, string> };

const isCaseField = (field: string): field is CaseFieldKey => Object.hasOwn(CASE_FIELDS, field);

const pounds = (pence: number) =>
  (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const day = (iso: string) => iso.split('-').reverse().join('/');

/** A stored value as text: the audit row keeps strings and numbers. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);

/** A field's value as the case page shows it; null for blank. */
function valueText(field: CaseFieldKey, value: unknown, names: ReferenceNames): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (CASE_FIELDS[field].format) {
    case 'reference': {
      const id = Number(value);
      const known = names[field as keyof ReferenceNames].get(id);
      return known ?? `No longer on record (${id})`;
    }
    case 'pence':
      return pounds(Number(value));
    case 'date':
      return day(asText(value));
    default:
      return asText(value);
  }
}

/**
 * The fields an edit changed, from its audit row's before and after, labelled from the case
 * field catalogue and in its order. Fields no longer in the catalogue are left out.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  names: ReferenceNames,
): CaseFieldChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return (Object.keys(CASE_FIELDS) as CaseFieldKey[])
    .filter((field) => fields.has(field) && isCaseField(field))
    .map((field) => ({
      field,
      label: CASE_FIELDS[field].label,
      before: valueText(field, before[field], names),
      after: valueText(field, after[field], names),
    }));
}

/** The ids of officers and contractors an edit's values name, to look their names up at once. */
export function referencedIds(values: readonly Record<string, unknown>[]) {
  const ids = (field: keyof ReferenceNames) => [
    ...new Set(values.map((value) => value[field]).filter((id): id is number => typeof id === 'number')),
  ];
  return { officers: ids('assignedOfficerId'), contractors: ids('contractorId') };
}
