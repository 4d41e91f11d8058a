import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CASE_EXPORT_KEYS, type CaseExportRecord } from './case-export-query';
import { CASE_EXPORT_COLUMNS, openCaseWorkbook } from './case-workbook';
import { columnLetters } from './sheet-row-xml';

const EMPTY_RECORD = Object.fromEntries(
  CASE_EXPORT_COLUMNS.map((column) => [column.key, null]),
) as CaseExportRecord;

function record(fields: Partial<CaseExportRecord>): CaseExportRecord {
  return { ...EMPTY_RECORD, ...fields };
}

/** The cases written by `openCaseWorkbook`, read back with exceljs: the data rows' cells by header. */
async function writtenAndReadBack(records: CaseExportRecord[]) {
  const output = new PassThrough();
  const bytes: Buffer[] = [];
  output.on('data', (chunk: Buffer) => bytes.push(chunk));
  const workbook = openCaseWorkbook(output);
  workbook.addCases(records.map((written) => CASE_EXPORT_KEYS.map((key) => written[key])));
  await workbook.drained();
  await workbook.finish();
  const readBack = new ExcelJS.Workbook();
  await readBack.xlsx.load(Buffer.concat(bytes) as unknown as ArrayBuffer);
  const sheet = readBack.getWorksheet('Cases');
  if (!sheet) throw new Error('no Cases sheet');
  return Array.from({ length: records.length }, (_, index) => {
    const row = sheet.getRow(index + 2);
    return Object.fromEntries(
      CASE_EXPORT_COLUMNS.map((column, column0) => [column.key, row.getCell(column0 + 1)]),
    ) as Record<keyof CaseExportRecord, ExcelJS.Cell>;
  });
}

describe('openCaseWorkbook', () => {
  it('writes text that XML would read as markup as the same text, and drops characters XML cannot hold', async () => {
    const [row] = await writtenAndReadBack([
      record({
        clientLastName: `O'Brien <Smith> & "Sons"`,
        description: 'Ramp\u0001 needed\u0008 \u00a3500 \u{1F3E0}\nsecond line',
        town: '  Hay-on-Wye  ',
        county: '</v></c></row><row r="9">',
      }),
    ]);
    expect(row?.clientLastName.value).toBe(`O'Brien <Smith> & "Sons"`);
    expect(row?.description.value).toBe('Ramp needed \u00a3500 \u{1F3E0}\nsecond line');
    expect(row?.town.value).toBe('  Hay-on-Wye  ');
    expect(row?.county.value).toBe('</v></c></row><row r="9">');
  });

  it('writes dates as dates, London times as they read, pence as pounds, and no cell for no value', async () => {
    const [row] = await writtenAndReadBack([
      record({
        caseNumber: 'ABC-2026-00001',
        clientDateOfBirth: '1948-02-29',
        referralDate: '2026-03-29',
        createdAt: '2026-03-29 01:30:00',
        updatedAt: '2026-10-25 23:59:59.123456',
        estimatedCostPence: '1234567',
        approvedGrantPence: '5',
      }),
    ]);
    expect(row?.clientDateOfBirth.value).toEqual(new Date('1948-02-29T00:00:00Z'));
    expect(row?.clientDateOfBirth.numFmt).toBe('dd/mm/yyyy');
    expect(row?.referralDate.value).toEqual(new Date('2026-03-29T00:00:00Z'));
    expect(row?.createdAt.value).toEqual(new Date('2026-03-29T01:30:00Z'));
    expect(row?.createdAt.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect((row?.updatedAt.value as Date).getTime()).toBeCloseTo(Date.parse('2026-10-25T23:59:59.123Z'), -1);
    expect(row?.estimatedCostPence.value).toBe(12_345.67);
    expect(row?.estimatedCostPence.numFmt).toBe('"£"#,##0.00');
    expect(row?.approvedGrantPence.value).toBe(0.05);
    expect(row?.clientFirstName.type).toBe(ExcelJS.ValueType.Null);
    expect(row?.clientFirstName.numFmt).toBeUndefined();
  });

  it('numbers rows after the header in the order the cases came, across writes', async () => {
    const records = Array.from({ length: 150 }, (_, index) => record({ caseNumber: `ABC-2026-${index}` }));
    const rows = await writtenAndReadBack(records);
    expect(rows.map((row) => row.caseNumber.value)).toEqual(records.map((row) => row.caseNumber));
  });
});

describe('columnLetters', () => {
  it.each([
    [1, 'A'],
    [25, 'Y'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('names column %i %s', (column, letters) => {
    expect(columnLetters(column)).toBe(letters);
  });
});
