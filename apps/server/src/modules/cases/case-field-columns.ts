import { CASE_FIELD_KEYS, type CaseFieldKey } from '@casekeeper/contract';
import { cases } from '../../db/schema';

/**
 * Each field of the case catalogue (contract case-fields.ts) as the column of `cases` of the same
 * name: what a case's reading, its audit entries and the export select. A field without its
 * column does not compile.
 */
export const caseFieldColumns = Object.fromEntries(CASE_FIELD_KEYS.map((key) => [key, cases[key]])) as {
  [K in CaseFieldKey]: (typeof cases)[K];
};

/** A row's values of the catalogue's fields, and nothing else of it. */
export function caseFieldValues<Row extends Record<CaseFieldKey, unknown>>(
  row: Row,
): Pick<Row, CaseFieldKey> {
  return Object.fromEntries(CASE_FIELD_KEYS.map((key) => [key, row[key]])) as Pick<Row, CaseFieldKey>;
}
