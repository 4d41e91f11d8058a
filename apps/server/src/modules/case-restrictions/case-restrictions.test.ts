import {
  CASE_RESTRICTION_MESSAGES,
  type AlarmList,
  type Case,
  type CaseListPage,
  type CaseOptions,
  type CaseRestriction,
  type CaseloadSummary,
  type ChartList,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, caseRestrictions, cases } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { createTestDiary, createTestItem, createTestStoredFile } from '../../test/diaries';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
/** Named on the restriction: an ADMIN and the case's officer. */
let namedAdmin: SignedInUser;
let officer: SignedInUser;
/** In the same authority, not named. */
let otherAdmin: SignedInUser;
let otherOfficer: SignedInUser;
let restrictedId: number;
let openId: number;
let fileItemId: number;

const SECRET_NAME = 'Hushwell';

async function openCase(lastName: string, assignedOfficerId: number | null): Promise<Case> {
  const response = await post('/case/add', namedAdmin, {
    clientFirstName: 'Ann',
    clientLastName: lastName,
    addressLine1: '1 Quiet Lane',
    postCode: 'B33 8TH',
    assignedOfficerId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Case }>().data;
}

const restrict = (who: SignedInUser, userIds: number[], caseId = restrictedId) =>
  post(`/case/${caseId}/restriction`, who, { userIds });

async function restrictionOf(caseId = restrictedId): Promise<CaseRestriction> {
  const response = await get(`/case/${caseId}/restriction`, namedAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseRestriction }>().data;
}

async function listed(who: SignedInUser, query: Record<string, string> = {}) {
  const response = await get('/case/list/', who, { PageSize: '50', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseListPage }>().data;
}

async function searched(who: SignedInUser, term: string) {
  const response = await get('/caseSearch/list/', who, { SearchTerm: term });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: { caseManagerDetailId: number }[] } }>().data.data;
}

/** Every cell of the caller's Excel export, as text. */
async function exportedText(who: SignedInUser): Promise<string> {
  const response = await get('/caseexcel/list', who);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.getWorksheet('Cases')?.eachRow((row) => {
    row.eachCell((cell) => cells.push(cell.text));
  });
  return cells.join('|');
}

async function chartCases(who: SignedInUser, query: Record<string, string>) {
  const response = await get('/case/chartList/', who, { MonthFrom: '2026-11', MonthTo: '2026-12', ...query });
  expect(response.statusCode, response.body).toBe(200);
  const chart = response.json<{ data: ChartList }>().data;
  return chart.byStatus.reduce((sum, status) => sum + status.cases, 0);
}

async function teamOpenCases(who: SignedInUser) {
  const response = await get(`/case/team-summary/${authorityId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseloadSummary }>().data.openCases;
}

/** The alarms' cases; `count` apart, as each count is kept apart (written here straight to the database). */
async function alarmCases(who: SignedInUser, count = 20) {
  const response = await get(`/dashboard/action-items/${who.id}/${count}/${count}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<{ data: AlarmList }>().data;
  return {
    caseIds: list.data.map((alarm) => alarm.caseManagerDetailId),
    total: list.upcomingRecord + list.datePassedRecord,
  };
}

/** The calls about the restricted case that someone not named on it makes: each is a 404. */
const subResources = () => [
  `/case/edit/${restrictedId}`,
  `/case/status-history/${restrictedId}`,
  `/actionDiary/list/${restrictedId}`,
  `/warningNote/list/${restrictedId}`,
  `/case/${restrictedId}/grant`,
  `/case/${restrictedId}/payments`,
  `/case/${restrictedId}/restriction`,
  `/case/${restrictedId}/views`,
  `/actionItemFile/download/${fileItemId}`,
];

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'RST' });
  namedAdmin = await signedInUser(context, {
    authorityId,
    role: 'ADMIN',
    firstName: 'Nia',
    lastName: 'Named',
  });
  otherAdmin = await signedInUser(context, {
    authorityId,
    role: 'ADMIN',
    firstName: 'Oscar',
    lastName: 'Other',
  });
  officer = await signedInUser(context, { authorityId, firstName: 'Olive', lastName: 'Officer' });
  otherOfficer = await signedInUser(context, { authorityId, firstName: 'Pip', lastName: 'Peer' });
  restrictedId = (await openCase(SECRET_NAME, officer.id)).id;
  openId = (await openCase('Openshaw', officer.id)).id;
  await openCase('Peerless', otherOfficer.id);
  const on = { authorityId, caseId: restrictedId, createdById: officer.id };
  const diaryId = await createTestDiary(context.db, on);
  await createTestItem(context.db, { ...on, diaryId });
  const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
    authorityId,
    uploadedById: officer.id,
  });
  fileItemId = await createTestItem(context.db, { ...on, diaryId, fileId });
});

describe('restricting a case: who may, and to whom', () => {
  it('refuses a list without an ADMIN, without the officer, with strangers or repeats, and changes nothing', async () => {
    const otherAuthority = await createTestAuthority(context.db, { shortCode: 'RSU' });
    const stranger = await createTestUser(context.db, { authorityId: otherAuthority, role: 'ADMIN' });
    const retired = await createTestUser(context.db, { authorityId, role: 'ADMIN', isActive: false });
    const applicant = await createTestUser(context.db, { authorityId, userType: 'APPLICANT' });
    const refusals: [number[], string][] = [
      [[officer.id], CASE_RESTRICTION_MESSAGES.adminMissing],
      [[namedAdmin.id], CASE_RESTRICTION_MESSAGES.officerMissing('Olive Officer')],
      [[namedAdmin.id, officer.id, stranger.id], CASE_RESTRICTION_MESSAGES.notStaff],
      [[namedAdmin.id, officer.id, retired.id], CASE_RESTRICTION_MESSAGES.notStaff],
      [[namedAdmin.id, officer.id, applicant.id], CASE_RESTRICTION_MESSAGES.notStaff],
      [[namedAdmin.id, officer.id, officer.id], CASE_RESTRICTION_MESSAGES.repeated],
    ];
    for (const [userIds, message] of refusals) {
      const refused = await restrict(namedAdmin, userIds);
      expect(refused.statusCode, JSON.stringify(userIds)).toBe(400);
      expect(refused.json().data.fields).toEqual({ userIds: [message] });
    }
    expect(await restrictionOf()).toMatchObject({ restricted: false, users: [] });
    expect(await lastAudit(context.db, 'case.restriction', restrictedId)).toBeUndefined();
  });

  it('is for ADMINs: an officer is refused, even on their own case', async () => {
    expect((await restrict(officer, [namedAdmin.id, officer.id])).statusCode).toBe(403);
    expect((await get(`/case/${restrictedId}/restriction`, officer)).statusCode).toBe(403);
  });

  it('offers the authority’s active staff to choose from, by name, with their roles', async () => {
    const { choices } = await restrictionOf();
    expect(choices).toEqual(
      expect.arrayContaining([
        { id: namedAdmin.id, name: 'Nia Named', role: 'ADMIN' },
        { id: officer.id, name: 'Olive Officer', role: 'READWRITE' },
      ]),
    );
    expect(choices.map((choice) => choice.name)).not.toContain(expect.stringContaining('Applicant'));
  });

  it('restricts the case to the people named, audited on the case before and after', async () => {
    const listBefore = await listed(otherAdmin);
    expect(listBefore.data.map((row) => row.id)).toContain(restrictedId);

    const response = await restrict(namedAdmin, [officer.id, namedAdmin.id]);
    expect(response.statusCode, response.body).toBe(200);
    const caseNumber = (await context.db.select().from(cases).where(eq(cases.id, restrictedId)))[0]
      ?.caseNumber;
    expect(response.json().message).toBe(CASE_RESTRICTION_MESSAGES.restricted(caseNumber ?? '', 2));
    expect(response.json().data).toMatchObject({
      restricted: true,
      users: [
        { id: namedAdmin.id, name: 'Nia Named', role: 'ADMIN' },
        { id: officer.id, name: 'Olive Officer', role: 'READWRITE' },
      ],
    });
    const audit = await lastAudit(context.db, 'case.restriction', restrictedId);
    expect(audit).toMatchObject({
      actorId: namedAdmin.id,
      authorityId,
      entityType: 'case',
      before: { restricted: false, users: [] },
      after: {
        restricted: true,
        users: [
          { id: officer.id, name: 'Olive Officer' },
          { id: namedAdmin.id, name: 'Nia Named' },
        ],
      },
    });
  });
});

describe('a restricted case, for someone in the authority not named on it', () => {
  it('is not in their case list, and the list’s total does not count it (sorted any way)', async () => {
    const named = await listed(namedAdmin);
    const sorts: Record<string, string>[] = [
      {},
      { SortCol: 'Officer' },
      { SortCol: 'ClientName', SortDir: 'asc' },
    ];
    for (const query of sorts) {
      const page = await listed(otherAdmin, query);
      expect(page.data.map((row) => row.id)).not.toContain(restrictedId);
      expect(page.data.map((row) => row.id)).toContain(openId);
      expect(page.totalRecords).toBe(page.data.length);
      expect(page.totalRecords).toBe(named.totalRecords - 1);
    }
    // A list counted from the officers' summary: the officer's cases, as another ADMIN filters them.
    const officersCases = await listed(otherAdmin, { OfficerId: String(officer.id) });
    expect(officersCases.data.map((row) => row.id)).toEqual([openId]);
    expect(officersCases.totalRecords).toBe(1);
  });

  it('is not found by the search, by name or by case number', async () => {
    expect(await searched(otherAdmin, SECRET_NAME)).toEqual([]);
    const [row] = await context.db.select().from(cases).where(eq(cases.id, restrictedId));
    expect(await searched(otherAdmin, row?.caseNumber ?? '')).toEqual([]);
    expect((await searched(namedAdmin, SECRET_NAME)).map((found) => found.caseManagerDetailId)).toEqual([
      restrictedId,
    ]);
  });

  it('is a 404 when asked for directly, with its diaries, notes, grant, payments, files and restriction', async () => {
    for (const path of subResources()) {
      expect((await get(path, otherAdmin)).statusCode, path).toBe(404);
      expect((await get(path, namedAdmin)).statusCode, path).toBe(200);
    }
    expect((await restrict(otherAdmin, [otherAdmin.id, officer.id])).statusCode).toBe(404);
  });

  it('is left out of their Excel export and of the charts over a filter that could single it out', async () => {
    expect(await exportedText(otherAdmin)).not.toContain(SECRET_NAME);
    expect(await exportedText(namedAdmin)).toContain(SECRET_NAME);
    expect(await chartCases(otherAdmin, { SearchTerm: SECRET_NAME })).toBe(0);
    expect(await chartCases(namedAdmin, { SearchTerm: SECRET_NAME })).toBe(1);
  });

  it('still counts in the dashboard’s totals, which name no case', async () => {
    expect(await teamOpenCases(otherAdmin)).toBe(await teamOpenCases(namedAdmin));
    expect(await teamOpenCases(otherAdmin)).toBe(3);
  });

  it('raises no alarm of theirs, even for an item that names them as its officer', async () => {
    // Only the case's officer has its alarms, and they must be named: set straight in the database
    // as if the rules had been got round, the alarm list still leaves it out.
    await context.db.delete(caseRestrictions).where(eq(caseRestrictions.webUserId, officer.id));
    try {
      const alarms = await alarmCases(officer);
      expect(alarms.caseIds).not.toContain(restrictedId);
      expect(alarms.total).toBe(0);
    } finally {
      await context.db
        .insert(caseRestrictions)
        .values({ authorityId, caseId: restrictedId, webUserId: officer.id, addedById: namedAdmin.id });
    }
    const named = await alarmCases(officer, 19);
    expect(named.caseIds).toContain(restrictedId);
    expect(named.total).toBeGreaterThan(0);
    const [item] = await context.db
      .select({ assignedOfficerId: actionItems.assignedOfficerId })
      .from(actionItems)
      .where(eq(actionItems.caseId, restrictedId));
    expect(item?.assignedOfficerId).toBe(officer.id);
  });
});

describe('a restricted case, for the people named on it', () => {
  it('is in their list, search and case page, marked restricted', async () => {
    const mine = await listed(officer);
    expect(mine.data.find((row) => row.id === restrictedId)?.restricted).toBe(true);
    expect(mine.data.find((row) => row.id === openId)?.restricted).toBe(false);
    const page = await get(`/case/edit/${restrictedId}`, officer);
    expect(page.json<{ data: Case }>().data.restricted).toBe(true);
  });

  it('may be assigned only to one of them, and the form offers only them', async () => {
    const current = (await get(`/case/edit/${restrictedId}`, namedAdmin)).json<{ data: Case }>().data;
    const fields = {
      id: restrictedId,
      version: current.version,
      clientFirstName: current.clientFirstName,
      clientLastName: current.clientLastName,
      addressLine1: current.addressLine1,
      postCode: current.postCode,
    };
    const refused = await post('/case/Update', namedAdmin, { ...fields, assignedOfficerId: otherOfficer.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({
      assignedOfficerId: [CASE_RESTRICTION_MESSAGES.assignNotNamed],
    });
    const [row] = await context.db.select().from(cases).where(eq(cases.id, restrictedId));
    expect(row?.assignedOfficerId).toBe(officer.id);

    const options = await get('/case/options', namedAdmin, { CaseId: String(restrictedId) });
    const offered = options.json<{ data: CaseOptions }>().data.officers.map((option) => option.id);
    expect(offered.sort()).toEqual([namedAdmin.id, officer.id].sort());
    const everyone = await get('/case/options', namedAdmin, { CaseId: String(openId) });
    expect(everyone.json<{ data: CaseOptions }>().data.officers.map((option) => option.id)).toContain(
      otherOfficer.id,
    );
    expect((await get('/case/options', otherAdmin, { CaseId: String(restrictedId) })).statusCode).toBe(404);

    const reassigned = await post('/case/Update', namedAdmin, {
      ...fields,
      assignedOfficerId: namedAdmin.id,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
  });
});

describe('changing and lifting a restriction', () => {
  it('names someone else at once, and lifting it shows the case to the authority again, each audited', async () => {
    const widened = await restrict(namedAdmin, [namedAdmin.id, officer.id, otherAdmin.id]);
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await get(`/case/edit/${restrictedId}`, otherAdmin)).statusCode).toBe(200);
    expect((await listed(otherAdmin)).data.map((row) => row.id)).toContain(restrictedId);

    const same = await restrict(namedAdmin, [officer.id, otherAdmin.id, namedAdmin.id]);
    expect(same.json().message).toBe(CASE_RESTRICTION_MESSAGES.unchanged);

    const lifted = await restrict(otherAdmin, []);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data).toMatchObject({ restricted: false, users: [] });
    const audit = await lastAudit(context.db, 'case.restriction', restrictedId);
    expect(audit).toMatchObject({ actorId: otherAdmin.id, after: { restricted: false, users: [] } });
    expect(
      await context.db.select().from(caseRestrictions).where(eq(caseRestrictions.caseId, restrictedId)),
    ).toEqual([]);
    expect(await searched(otherOfficer, SECRET_NAME)).toEqual([]);
    const page = await listed(otherAdmin);
    expect(page.data.find((row) => row.id === restrictedId)?.restricted).toBe(false);
  });
});
