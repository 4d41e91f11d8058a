import { spreadsheetText } from '../../platform/spreadsheet/spreadsheet-text';

/** How a column's cells are typed: text, a date, a London date and time, or pence shown as pounds. */
export type CellKind = 'text' | 'date' | 'dateTime' | 'pounds';

/**
 * A column as the rows are written: its kind, the workbook's style id for that kind (0: none),
 * and where its value is in the values of a row.
 */
export type RowColumn = { kind: CellKind; styleId: number; position: number };

/** What XML escapes, and the control characters XML 1.0 cannot hold at all (dropped). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const HAS_XML_SPECIAL = new RegExp(XML_SPECIAL.source);
const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

function xmlText(text: string): string {
  // Most text has nothing to escape: it is then not copied.
  if (!HAS_XML_SPECIAL.test(text)) return text;
  return text.replace(XML_SPECIAL, (character) => XML_ENTITIES[character] ?? '');
}

const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as a spreadsheet's day number (the 1900 date system). */
const EPOCH_DAY = 25_569;

/**
 * A spreadsheet has no time zones: a date or a London wall-clock time (`YYYY-MM-DD[ HH:MM:SS]`,
 * as PostgreSQL writes them) is the day number its figures make, read as UTC.
 */
function dayNumber(value: string): number {
  const dateAndTime = value.length > 10 ? value.replace(' ', 'T') : `${value}T00:00:00`;
  return EPOCH_DAY + Date.parse(`${dateAndTime}Z`) / MS_PER_DAY;
}

/** `A`, `B`, … `Z`, `AA`, …: a column's letters from its 1-based number. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Renders rows of cells as a worksheet's `<row>` elements, the XML exceljs writes for the same
 * values (text as `t="str"`, dates and money as styled numbers, no cell for no value), without
 * the objects exceljs makes for every row and cell: for a 100,000-case export those cost about
 * 25 µs a row and 100 MB of garbage, this a tenth of the time and next to no memory.
 * Text is written safe from formula injection (`spreadsheetText`).
 */
export function sheetRowRenderer(columns: readonly RowColumn[]) {
  const letters = columns.map((_, index) => columnLetters(index + 1));
  const styles = columns.map((column) => (column.styleId ? ` s="${column.styleId}"` : ''));

  function cell(index: number, rowNumber: number, value: string): string {
    const reference = `${letters[index]}${rowNumber}`;
    switch (columns[index]?.kind) {
      case 'text':
        return `<c r="${reference}"${styles[index]} t="str"><v>${xmlText(spreadsheetText(value))}</v></c>`;
      case 'pounds':
        return `<c r="${reference}"${styles[index]}><v>${Number(value) / 100}</v></c>`;
      default:
        return `<c r="${reference}"${styles[index]}><v>${dayNumber(value)}</v></c>`;
    }
  }

  /** Row `rowNumber`'s XML from a row's values, each PostgreSQL's text or null. */
  return function rowXml(rowNumber: number, values: readonly (string | null)[]): string {
    let xml = `<row r="${rowNumber}">`;
    for (let index = 0; index < columns.length; index += 1) {
      const value = values[columns[index]?.position ?? -1];
      if (value !== null && value !== undefined) xml += cell(index, rowNumber, value);
    }
    return `${xml}</row>`;
  };
}
