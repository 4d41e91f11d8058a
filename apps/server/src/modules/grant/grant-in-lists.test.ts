import { STATUS_ID } from '@casekeeper/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import {
  approveThroughGrant,
  costsOf,
  firstAdaptationType,
  grantCalls,
  quoteOf,
  workOf,
} from '../../test/grants';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const { changed } = grantCalls(context);

let approver: SignedInUser;
const caseOf: Record<'drafted' | 'proposed' | 'approved' | 'plain', number> = {
  drafted: 0,
  proposed: 0,
  approved: 0,
  plain: 0,
};

async function submittedCase(lastName: string): Promise<number> {
  const id = await openOfficersCase(context, people, { clientLastName: lastName });
  expect((await post(`/case/${id}/${STATUS_ID.APPLICATION_SUBMITTED}`, people.officer)).statusCode).toBe(200);
  return id;
}

/** Works and an accepted quote: ready to propose. */
async function prepared(caseId: number) {
  const contractorId = await createTestContractor(context.db, people.authorityId);
  await changed(caseId, 'works/add', people.officer, {
    work: workOf(await firstAdaptationType(context.db, people.authorityId)),
  });
  const { quotes } = await changed(caseId, 'quotes/add', people.officer, {
    quote: quoteOf(contractorId, 640_000),
  });
  await changed(caseId, 'quotes/accept', people.officer, { id: quotes[0]?.id, reason: null });
}

beforeAll(async () => {
  approver = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
  caseOf.plain = await submittedCase('Plain');
  caseOf.drafted = await submittedCase('Drafted');
  await prepared(caseOf.drafted);
  caseOf.proposed = await submittedCase('Proposed');
  await prepared(caseOf.proposed);
  await changed(caseOf.proposed, 'grant/propose', people.officer, { costs: costsOf() });
  caseOf.approved = await submittedCase('Approved');
  await approveThroughGrant(context, { caseId: caseOf.approved, preparer: people.officer, approver });
});

describe('the grant in the case list and the export', () => {
  it('lists the cases awaiting approval alone, with their count, for the approver and the officer', async () => {
    for (const who of [approver, people.officer]) {
      const response = await get('/case/list/', who, { AwaitingApproval: 'true' });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: { data: { id: number }[]; totalRecords: number } }>().data;
      expect(page.data.map((row) => row.id)).toEqual([caseOf.proposed]);
      expect(page.totalRecords).toBe(1);
    }
    // Put on hold, it waits for nothing an approver can do.
    const held = await submittedCase('Held');
    await prepared(held);
    await changed(held, 'grant/propose', people.officer, { costs: costsOf() });
    expect((await post(`/case/${held}/${STATUS_ID.ON_HOLD}`, people.officer)).statusCode).toBe(200);
    const stillOne = await get('/case/list/', approver, { AwaitingApproval: 'true' });
    expect(stillOne.json<{ data: { totalRecords: number } }>().data.totalRecords).toBe(1);
    const everyCase = await get('/case/list/', approver, { AwaitingApproval: '' });
    expect(everyCase.json<{ data: { totalRecords: number } }>().data.totalRecords).toBeGreaterThanOrEqual(4);
  });

  it('writes each case’s grant, and the approved figures once approved', async () => {
    const response = await get('/caseexcel/list', approver, { SortCol: 'ClientName', SortDir: 'asc' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Cases');
    if (!sheet) throw new Error('no Cases sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1)
        rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])));
    });
    const byName = (name: string) => rows.find((row) => row['Last name'] === name);
    expect(byName('Approved')).toMatchObject({
      Grant: 'Approved',
      'Accepted quote': 4_200,
      'Applicant contribution': 0,
      'Discretionary top-up': 0,
      'Grant total': 5_050,
    });
    expect(byName('Approved')?.['Grant approved on']).toBeInstanceOf(Date);
    expect(byName('Proposed')).toMatchObject({ Grant: 'Awaiting approval', 'Grant total': null });
    expect(byName('Drafted')).toMatchObject({ Grant: 'Being prepared', 'Accepted quote': null });
    expect(byName('Plain')).toMatchObject({ Grant: null });
  });
});
