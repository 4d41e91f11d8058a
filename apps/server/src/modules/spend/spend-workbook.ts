import { financialYearLabel, type YearSpend } from '@casekeeper/contract';
import ExcelJS from 'exceljs';
import { spreadsheetText } from '../../platform/spreadsheet/spreadsheet-text';

const POUNDS = '"£"#,##0.00';
const DAY = 'dd/mm/yyyy';
const BOLD: Partial<ExcelJS.Font> = { bold: true };

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);
/** A London day as the spreadsheet's date: midnight UTC of that day, which it shows as the day. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** "2026-10" as 1 October 2026, shown as "Oct 2026". */
const monthOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

type Column = { header: string; key: string; width: number; numFmt?: string };

function sheetOf(workbook: ExcelJS.Workbook, name: string, columns: Column[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = BOLD;
  return sheet;
}

/** The year's figures, one to a row, as the Spend page's cards and sections say them. */
function addYearSheet(workbook: ExcelJS.Workbook, spend: YearSpend) {
  const sheet = sheetOf(workbook, 'Year', [
    { header: 'Figure', key: 'figure', width: 34 },
    { header: 'Value', key: 'value', width: 18 },
    { header: 'Cases', key: 'cases', width: 10 },
  ]);
  const money = (figure: string, pence: number | null, cases?: number) =>
    (sheet.addRow({ figure, value: pounds(pence), cases }).getCell('value').numFmt = POUNDS);
  const days = (figure: string, value: number | null, cases?: number) =>
    sheet.addRow({ figure, value, cases });
  sheet.addRow({ figure: 'Financial year', value: financialYearLabel(spend.year) });
  sheet.addRow({ figure: 'As at', value: dayOf(spend.asAt) }).getCell('value').numFmt = DAY;
  money('Allocation', spend.allocationPence);
  money('Paid', spend.paid.pence, spend.paid.cases);
  money('Committed', spend.committed.pence, spend.committed.cases);
  money('Remaining', spend.remainingPence);
  money('Approved in the year', spend.approved.pence, spend.approved.cases);
  money('Average grant', spend.approved.averagePence);
  money('Median grant', spend.approved.medianPence);
  days(
    'Approval to final payment, average days',
    spend.approvalToFinalPayment.averageDays,
    spend.approvalToFinalPayment.cases,
  );
  days('Approval to final payment, median days', spend.approvalToFinalPayment.medianDays);
}

/**
 * The Spend view of a year as a workbook (docs/spend.md): the year's figures, paid by month, and
 * approved by adaptation type. Money in pounds as numbers a spreadsheet can add up, days as dates.
 */
export async function spendWorkbook(spend: YearSpend): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Casekeeper';
  addYearSheet(workbook, spend);
  const months = sheetOf(workbook, 'Paid by month', [
    { header: 'Month', key: 'month', width: 12, numFmt: 'mmm yyyy' },
    { header: 'Paid', key: 'paid', width: 16, numFmt: POUNDS },
    { header: 'Cases', key: 'cases', width: 10 },
  ]);
  for (const month of spend.paidByMonth)
    months.addRow({ month: monthOf(month.month), paid: pounds(month.pence), cases: month.cases });
  const types = sheetOf(workbook, 'By adaptation type', [
    { header: 'Adaptation type', key: 'type', width: 34 },
    { header: 'Cases', key: 'cases', width: 10 },
    { header: 'Approved', key: 'approved', width: 16, numFmt: POUNDS },
  ]);
  for (const type of spend.approvedByAdaptationType)
    types.addRow({ type: spreadsheetText(type.name), cases: type.cases, approved: pounds(type.pence) });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
