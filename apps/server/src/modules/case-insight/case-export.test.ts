import { CASE_EXPORT_CONTENT_TYPE, DEFAULT_CLOCK_DEFINITIONS, STATUS_ID } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, createTestContractor, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { caseClocks } from '../../db/schema';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { CASE_EXPORT_COLUMNS } from './case-workbook';
import { londonDay } from '../../platform/time/london-calendar';

const context = useTestApp();
const { get, post } = apiCalls(context);

const HOSTILE_NAME = '=HYPERLINK("http://evil.example","x")';

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
let platformAdmin: SignedInUser;
let grundyId: number;

async function open(who: SignedInUser, fields: object) {
  const response = await post('/case/add', who, {
    clientFirstName: 'Ann',
    clientLastName: 'Client',
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; caseNumber: string } }>().data;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'XLS' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, firstName: 'Olive', lastName: 'Officer' });
  colleague = await signedInUser(context, { authorityId });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  const contractorId = await createTestContractor(context.db, authorityId, { companyName: '+Plus Builders' });
  await open(officer, {
    clientTitle: 'Mrs',
    clientLastName: 'Archer',
    clientDateOfBirth: '1950-06-01',
    referralDate: '2026-03-04',
    tenure: 'Private rented',
    estimatedCostPence: 1_234_567,
    approvedGrantPence: 50_000,
    contractorId,
    description: '-2 steps at the back door',
  });
  const grundy = await open(officer, {
    clientFirstName: HOSTILE_NAME,
    clientLastName: 'Grundy',
    priority: 'Urgent',
  });
  await post(`/case/${grundy.id}/${STATUS_ID.ASSESSMENT}`, officer);
  grundyId = grundy.id;
  await open(colleague, { clientLastName: 'Aldridge' });
});

async function exported(who: SignedInUser, query: Record<string, string> = {}) {
  const response = await get('/caseexcel/list', who, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Cases');
  if (!sheet) throw new Error('no Cases sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1)])));
  });
  return { response, sheet, rows };
}

describe('GET /api/caseexcel/list', () => {
  it('downloads the caller’s cases as a dated .xlsx attachment that is never stored', async () => {
    const { response } = await exported(admin);
    expect(response.headers['content-type']).toBe(CASE_EXPORT_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cases-${londonDay(new Date())}.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has a bold, frozen header row with an autofilter over every row, and set widths', async () => {
    const { sheet, rows } = await exported(admin, { SortCol: 'ClientName', SortDir: 'asc' });
    expect(rows).toHaveLength(3);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...CASE_EXPORT_COLUMNS.map((column) => column.header),
      ...DEFAULT_CLOCK_DEFINITIONS.flatMap((clock) => [`${clock.name} clock`, `${clock.name} due`]),
    ]);
    sheet.getRow(1).eachCell((cell) => expect(cell.font.bold, cell.address).toBe(true));
    expect(rows[0]?.['Case number']?.style).not.toHaveProperty('font');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:AL4`);
    expect(sheet.getColumn(1).width).toBe(18);
  });

  it('writes dates as dates, money as pounds in a currency format, text as text', async () => {
    const { rows } = await exported(admin, { SortCol: 'ClientName', SortDir: 'asc' });
    const archer = rows.find((row) => row['Last name']?.value === 'Archer');
    expect(archer?.['Title']?.value).toBe('Mrs');
    expect(archer?.['Date of birth']?.value).toEqual(new Date('1950-06-01T00:00:00Z'));
    expect(archer?.['Date of birth']?.numFmt).toBe('dd/mm/yyyy');
    expect(archer?.['Referral date']?.value).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(archer?.['Estimated cost']?.value).toBe(12_345.67);
    expect(archer?.['Estimated cost']?.numFmt).toBe('"£"#,##0.00');
    expect(archer?.['Approved grant']?.value).toBe(500);
    expect(archer?.['Officer']?.value).toBe('Olive Officer');
    expect(archer?.['Opened']?.value).toBeInstanceOf(Date);
    expect(archer?.['Opened']?.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(archer?.['Post code']?.value).toBe('B33 8TH');
    expect(archer?.['Tenure']?.value).toBe('Private rented');
    expect(archer?.['Contractor']?.value).toBe("'+Plus Builders");
  });

  it('carries each of the authority’s clocks: where it stands in words, and its due date as a date', async () => {
    const { rows } = await exported(admin);
    const grundy = rows.find((row) => row['Last name']?.value === 'Grundy');
    expect(grundy?.['Decision clock']?.value).toBe('Not started');
    expect(grundy?.['Decision due']?.value).toBeNull();
    expect(grundy?.['End to end clock']?.value).toBe('Running');
    // Urgent: the End to end clock's 55 working days from the day it was opened.
    const due = workingDayCalendar('ENGLAND_AND_WALES').addWorkingDays(londonDay(new Date()), 55);
    expect(grundy?.['End to end due']?.value).toEqual(new Date(`${due}T00:00:00Z`));
    expect(grundy?.['End to end due']?.numFmt).toBe('dd/mm/yyyy');

    // A running clock past its due date is missed from that day, before the night's job stores it so.
    await context.db.update(caseClocks).set({ dueDate: '2026-01-05' }).where(eq(caseClocks.caseId, grundyId));
    const later = await exported(admin);
    const missed = later.rows.find((row) => row['Last name']?.value === 'Grundy');
    expect(missed?.['End to end clock']?.value).toBe('Missed');
    expect(missed?.['Decision clock']?.value).toBe('Not started');
  });

  it('writes text a spreadsheet would take for a formula with a leading apostrophe, never as a formula', async () => {
    const { rows } = await exported(admin);
    const grundy = rows.find((row) => row['Last name']?.value === 'Grundy');
    expect(grundy?.['First name']?.value).toBe(`'${HOSTILE_NAME}`);
    expect(grundy?.['First name']?.type).toBe(ExcelJS.ValueType.String);
    expect(grundy?.['First name']?.formula).toBeUndefined();
    const archer = rows.find((row) => row['Last name']?.value === 'Archer');
    expect(archer?.['Contractor']?.value).toBe("'+Plus Builders");
    expect(archer?.['Description']?.value).toBe("'-2 steps at the back door");
  });

  it('writes a clock named like a formula into the header row with the same leading apostrophe', async () => {
    const otherAuthority = await createTestAuthority(context.db, { shortCode: 'XLF' });
    const otherAdmin = await signedInUser(context, { authorityId: otherAuthority, role: 'ADMIN' });
    const added = await post('/clocks/definition/add', otherAdmin, {
      name: HOSTILE_NAME,
      startStatusId: STATUS_ID.ENQUIRY,
      stopStatusId: STATUS_ID.ASSESSMENT,
      limitUnit: 'WORKING_DAYS',
      limit: 20,
      amberAtPercent: 50,
      redAtPercent: 90,
      pausedByOnHold: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    await open(otherAdmin, { clientLastName: 'Carter' });
    const { sheet, rows } = await exported(otherAdmin);
    const headers: ExcelJS.Cell[] = [];
    sheet.getRow(1).eachCell((cell) => headers.push(cell));
    const hostile = headers.filter((cell) => cell.text.includes('HYPERLINK'));
    expect(hostile.map((cell) => cell.value)).toEqual([`'${HOSTILE_NAME} clock`, `'${HOSTILE_NAME} due`]);
    for (const cell of hostile) expect(cell.type, cell.address).toBe(ExcelJS.ValueType.String);
    expect(rows[0]?.[`'${HOSTILE_NAME} clock`]?.value).toBe('Running');
  });

  it('holds exactly the cases the list filter lists, in its order', async () => {
    const { rows } = await exported(admin, {
      ApplicationStatusMasterIds: String(STATUS_ID.ENQUIRY),
      SortCol: 'ClientName',
      SortDir: 'desc',
      OfficerId: 'NULL',
    });
    expect(rows.map((row) => row['Last name']?.value)).toEqual(['Archer', 'Aldridge']);
    const urgent = await exported(admin, { Priority: 'Urgent' });
    expect(urgent.rows.map((row) => row['Last name']?.value)).toEqual(['Grundy']);
    const statuses = await exported(admin, { ApplicationStatusMasterIds: String(STATUS_ID.ASSESSMENT) });
    expect(statuses.rows.map((row) => row['Status']?.value)).toEqual(['Assessment']);
  });

  it('holds only the cases of the caller’s scope', async () => {
    const mine = await exported(officer, { SortCol: 'ClientName', SortDir: 'asc' });
    expect(mine.rows.map((row) => row['Last name']?.value)).toEqual(['Archer', 'Grundy']);
    const theirs = await exported(colleague);
    expect(theirs.rows.map((row) => row['Last name']?.value)).toEqual(['Aldridge']);
  });

  it('is audited with the filter used and the number of rows', async () => {
    await exported(officer, { Priority: 'Urgent', SearchTerm: 'grun' });
    const entry = await lastAudit(context.db, 'case.export', authorityId);
    expect(entry).toMatchObject({ actorId: officer.id, authorityId, entityType: 'authority' });
    expect(entry?.after).toMatchObject({ rows: 1, filter: { priority: 'Urgent', search: 'grun' } });
  });

  it('refuses a bad filter with the error envelope, and a platform admin', async () => {
    const bad = await get('/caseexcel/list', admin, { SortCol: 'Password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ data: { fields: Record<string, string[]> } }>().data.fields).toHaveProperty('SortCol');
    expect((await get('/caseexcel/list', platformAdmin)).statusCode).toBe(403);
    expect((await get('/caseexcel/list')).statusCode).toBe(401);
  });
});
