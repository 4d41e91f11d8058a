import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { CaseExportRecord } from './case-export-query';
import { spreadsheetText } from './spreadsheet-text';

type CellKind = 'text' | 'date' | 'dateTime' | 'pounds';

type ExportColumn = { header: string; key: keyof CaseExportRecord; width: number; kind: CellKind };

/** The export's columns, in order: what a case officer would fill a spreadsheet with. */
export const CASE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Case number', key: 'caseNumber', width: 18, kind: 'text' },
  { header: 'Title', key: 'clientTitle', width: 8, kind: 'text' },
  { header: 'First name', key: 'clientFirstName', width: 16, kind: 'text' },
  { header: 'Last name', key: 'clientLastName', width: 18, kind: 'text' },
  { header: 'Date of birth', key: 'clientDateOfBirth', width: 13, kind: 'date' },
  { header: 'Phone', key: 'clientPhone', width: 16, kind: 'text' },
  { header: 'E-mail', key: 'clientEmail', width: 28, kind: 'text' },
  { header: 'Address line 1', key: 'addressLine1', width: 28, kind: 'text' },
  { header: 'Address line 2', key: 'addressLine2', width: 20, kind: 'text' },
  { header: 'Address line 3', key: 'addressLine3', width: 20, kind: 'text' },
  { header: 'Town', key: 'town', width: 16, kind: 'text' },
  { header: 'County', key: 'county', width: 16, kind: 'text' },
  { header: 'Post code', key: 'postCode', width: 10, kind: 'text' },
  { header: 'UPRN', key: 'uprn', width: 14, kind: 'text' },
  { header: 'Status', key: 'statusName', width: 22, kind: 'text' },
  { header: 'Priority', key: 'priority', width: 10, kind: 'text' },
  { header: 'Officer', key: 'officerName', width: 22, kind: 'text' },
  { header: 'Contractor', key: 'contractorName', width: 26, kind: 'text' },
  { header: 'Referral date', key: 'referralDate', width: 13, kind: 'date' },
  { header: 'Referral source', key: 'referralSource', width: 20, kind: 'text' },
  { header: 'Estimated cost', key: 'estimatedCostPence', width: 15, kind: 'pounds' },
  { header: 'Approved grant', key: 'approvedGrantPence', width: 15, kind: 'pounds' },
  { header: 'Description', key: 'description', width: 50, kind: 'text' },
  { header: 'Opened', key: 'createdAt', width: 17, kind: 'dateTime' },
  { header: 'Last updated', key: 'updatedAt', width: 17, kind: 'dateTime' },
];

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  pounds: '"£"#,##0.00',
};

/**
 * A cell from PostgreSQL's text for it. A spreadsheet has no time zones: dates and London wall-
 * clock times (`YYYY-MM-DD[ HH:MM:SS]`) are written as exceljs stores them, from a Date's UTC fields.
 */
function cellValue(kind: CellKind, value: string | null): ExcelJS.CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'date':
      return new Date(`${value}T00:00:00Z`);
    case 'dateTime':
      return new Date(`${value.replace(' ', 'T')}Z`);
    case 'pounds':
      return Number(value) / 100;
    case 'text':
      return spreadsheetText(value);
  }
}

export type CaseWorkbook = {
  addCase(row: CaseExportRecord): void;
  /** Writes what is left of the file; resolves once it is all in `output`. */
  finish(): Promise<void>;
};

/**
 * An .xlsx of cases written to `output` row by row as they come (exceljs's streaming writer, no
 * shared strings), so the whole file is never in memory: a header row, frozen, with an
 * autofilter over every row, and typed cells.
 */
export function openCaseWorkbook(output: Writable): CaseWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Casekeeper';
  const sheet = workbook.addWorksheet('Cases', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CASE_EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  return {
    addCase(row) {
      sheet
        .addRow(CASE_EXPORT_COLUMNS.map((column) => cellValue(column.kind, row[column.key])))
        .commit();
      rows += 1;
    },
    async finish() {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: CASE_EXPORT_COLUMNS.length } };
      sheet.commit();
      await workbook.commit();
    },
  };
}
