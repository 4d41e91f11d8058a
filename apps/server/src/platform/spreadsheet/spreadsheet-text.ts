/**
 * What a spreadsheet reads as the start of a formula (or, for tab and carriage return, what
 * hides one when the text is copied into another cell): OWASP's list for CSV/formula injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text for a cell that no spreadsheet will take for a formula: text beginning as a formula does
 * gets a leading apostrophe, so a client named `=HYPERLINK(...)` shows as `'=HYPERLINK(...)`.
 * The apostrophe is kept visible on purpose: whoever copies the cell elsewhere copies it too.
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
