import type { ChosenCases } from './chosen-cases';

/** A filter field's value as a query's text: `NULL` for none. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value === '' ? 'NULL' : value;
  if (typeof value === 'number') return String(value);
  return value === true ? 'true' : 'NULL';
}

/**
 * The chosen cases as the Excel export takes them: ticked ones by their ids (of the caller's
 * cases, in the list's default order), or the filter, every field present and `NULL` for none.
 */
export function exportQueryOfSelection(selection: ChosenCases): Record<string, string> {
  if (selection.kind === 'CASES') return { CaseIds: selection.caseIds.join(',') };
  return Object.fromEntries(
    Object.entries(selection.filter).map(([key, value]: [string, unknown]) => [key, textOf(value)]),
  );
}
