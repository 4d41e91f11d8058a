import { CASE_FIELD_KEYS, CASE_FIELDS, type CaseFieldFormat } from '@casekeeper/contract';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { TextRow } from './case-export-cursor';
import {
  clockExportKeys,
  exportKeysWith,
  type CaseExportRecord,
  type ExportClock,
} from './case-export-query';
import { sheetRowRenderer, type CellKind } from './sheet-row-xml';
import { spreadsheetText } from '../../platform/spreadsheet/spreadsheet-text';

type ExportColumn = { header: string; key: string; width: number; kind: CellKind };

/** How each format of a case field is written into a cell. */
const CELL_KIND_OF_FORMAT: Record<CaseFieldFormat, CellKind> = {
  text: 'text',
  longText: 'text',
  date: 'date',
  pence: 'pounds',
  choice: 'text',
  reference: 'text',
};

/**
 * The export's columns, in the order the query selects them (CASE_EXPORT_KEYS): the case number
 * and status, every field of the case catalogue as the form labels it, when it was opened and
 * last changed, then its grant (figures once approved).
 */
export const CASE_EXPORT_COLUMNS: readonly (ExportColumn & { key: keyof CaseExportRecord })[] = [
  { header: 'Case number', key: 'caseNumber', width: 18, kind: 'text' },
  { header: 'Status', key: 'statusName', width: 22, kind: 'text' },
  ...CASE_FIELD_KEYS.map((key) => {
    const { label, width, format } = CASE_FIELDS[key];
    return { header: label, key, width, kind: CELL_KIND_OF_FORMAT[format] };
  }),
  { header: 'Opened', key: 'createdAt', width: 17, kind: 'dateTime' },
  { header: 'Last updated', key: 'updatedAt', width: 17, kind: 'dateTime' },
  { header: 'Grant', key: 'grantState', width: 18, kind: 'text' },
  { header: 'Grant approved on', key: 'grantApprovedOn', width: 13, kind: 'date' },
  { header: 'Accepted quote', key: 'grantQuotePence', width: 15, kind: 'pounds' },
  { header: 'Applicant contribution', key: 'grantContributionPence', width: 15, kind: 'pounds' },
  { header: 'Discretionary top-up', key: 'grantTopUpPence', width: 15, kind: 'pounds' },
  { header: 'Grant total', key: 'grantTotalPence', width: 15, kind: 'pounds' },
];

/** Each of the authority's clocks after the case's own columns: where it stands, and when it is due. */
export function exportColumnsWith(clocks: readonly ExportClock[]): ExportColumn[] {
  return [
    ...CASE_EXPORT_COLUMNS,
    ...clocks.flatMap((clock, index): ExportColumn[] => {
      const keys = clockExportKeys(index);
      return [
        { header: `${clock.name} clock`, key: keys.state, width: 18, kind: 'text' },
        { header: `${clock.name} due`, key: keys.due, width: 13, kind: 'date' },
      ];
    }),
  ];
}

/** The style of each kind of cell; text has none. */
const CELL_STYLES: Record<Exclude<CellKind, 'text'>, Partial<ExcelJS.Style>> = {
  date: { numFmt: 'dd/mm/yyyy' },
  dateTime: { numFmt: 'dd/mm/yyyy hh:mm' },
  pounds: { numFmt: '"£"#,##0.00' },
};

/**
 * Rows rendered into one write: the compressor deflates each write on its own, so a write a row
 * would cost a trip to its thread each; a batch's rows in one string would keep them all alive.
 */
const ROWS_PER_WRITE = 32;
const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };

/**
 * What of exceljs's worksheet writer the rows are written through: the buffer it writes the
 * sheet's XML into, which writes on to the zip's compressor (`pipes`).
 */
type SheetWriterInside = { stream: { write(xml: string): void; pipes?: Writable[] } };
/** The workbook writer's style table, which hands out a cell style's id. */
type WorkbookWriterInside = {
  styles: { addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number };
};

export type CaseWorkbook = {
  /** Cases as the export query reads them: its columns' text, in `exportKeysWith(clocks)` order. */
  addCases(rows: readonly TextRow[]): void;
  /** Resolves once what was added has gone on to the compressor and the output has room. */
  drained(): Promise<void>;
  /** Writes what is left of the file; resolves once it is all in `output`. */
  finish(): Promise<void>;
};

/**
 * Whether a writable holds more than it wants. The zip's streams come from an older
 * readable-stream, which keeps this in its state rather than in `writableNeedDrain`.
 */
function isFull(stream: Writable): boolean {
  const older = stream as unknown as {
    writableNeedDrain?: boolean;
    _writableState?: { needDrain?: boolean };
  };
  return older.writableNeedDrain ?? older._writableState?.needDrain ?? false;
}

/** Resolves when `stream` has written out what it holds, or is done with. */
async function roomIn(stream: Writable): Promise<void> {
  if (!isFull(stream) || stream.destroyed) return;
  const settled = new AbortController();
  try {
    await Promise.race(
      ['drain', 'close', 'error'].map((event) => once(stream, event, { signal: settled.signal })),
    );
  } finally {
    settled.abort();
  }
}

/**
 * An .xlsx of cases written to `output` as they come (exceljs's streaming writer, no shared
 * strings), so the whole file is never in memory: a header row, bold and frozen, with an
 * autofilter over every row, set widths, and typed cells. exceljs writes the workbook, the header
 * and the sheet around the rows; the rows' XML is rendered by `sheetRowRenderer` (why: there).
 */
export function openCaseWorkbook(output: Writable, clocks: readonly ExportClock[] = []): CaseWorkbook {
  const columns = exportColumnsWith(clocks);
  const keys = exportKeysWith(clocks);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: the XML still shrinks about tenfold, in a fraction of the time.
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'Casekeeper';
  const sheet = workbook.addWorksheet('Cases', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
  // A header holds a clock's name, which its authority typed: written as safely as any cell.
  const header = sheet.addRow(columns.map((column) => spreadsheetText(column.header)));
  header.eachCell((cell) => {
    cell.style = HEADER_STYLE;
  });
  // Writes the columns and opens the sheet's data, which the rows then go into.
  header.commit();
  const { styles } = workbook as unknown as WorkbookWriterInside;
  const rowXml = sheetRowRenderer(
    columns.map(({ kind, key }) => ({
      kind,
      position: keys.indexOf(key),
      styleId:
        kind === 'text'
          ? 0
          : styles.addStyleModel(
              CELL_STYLES[kind],
              kind === 'pounds' ? ExcelJS.ValueType.Number : ExcelJS.ValueType.Date,
            ),
    })),
  );
  const sheetWriter = sheet as unknown as SheetWriterInside;
  let rows = 0;
  return {
    addCases(cases) {
      let parts: string[] = [];
      for (const row of cases) {
        rows += 1;
        // The header is row 1.
        parts.push(rowXml(rows + 1, row));
        if (parts.length === ROWS_PER_WRITE) {
          sheetWriter.stream.write(parts.join(''));
          parts = [];
        }
      }
      if (parts.length > 0) sheetWriter.stream.write(parts.join(''));
    },
    async drained() {
      // exceljs hands the sheet's XML to the zip's compressor without waiting for it (its buffer
      // ignores backpressure), so a fast reader of cases would pile XML up in memory ahead of the
      // compressor: wait for the compressor, then for whoever reads the file.
      for (const compressor of sheetWriter.stream.pipes ?? []) await roomIn(compressor);
      await roomIn(output);
    },
    async finish() {
      sheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: rows + 1, column: columns.length },
      };
      sheet.commit();
      await workbook.commit();
    },
  };
}
