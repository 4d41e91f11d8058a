import { API_PREFIX, type CaseViewPage } from '@casekeeper/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseViews } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, freshIp, heldSession, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { createTestDiary, createTestItem, createTestStoredFile } from '../../test/diaries';
import { sweepExpiredRows } from '../retention';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let reader: SignedInUser;
let platformAdmin: SignedInUser;
let otherAdmin: SignedInUser;

async function openCase(who: SignedInUser, lastName = 'Client'): Promise<number> {
  const response = await post('/case/add', who, {
    clientFirstName: 'Ann',
    clientLastName: lastName,
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

/** The case's looks as the table holds them, once the recorder has written what it keeps. */
async function looksAt(caseId: number) {
  await context.app.caseLooks.flush();
  return context.db
    .select({
      webUserId: caseViews.webUserId,
      impersonatorId: caseViews.impersonatorId,
      kind: caseViews.kind,
      fileId: caseViews.fileId,
    })
    .from(caseViews)
    .where(and(eq(caseViews.authorityId, authorityId), eq(caseViews.caseId, caseId)))
    .orderBy(caseViews.id);
}

async function listed(caseId: number, who: SignedInUser | ReturnType<typeof heldSession>, query = {}) {
  await context.app.caseLooks.flush();
  return get(`/case/${caseId}/views`, who, query);
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'LKS' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  officer = await signedInUser(context, { authorityId, firstName: 'Olive', lastName: 'Officer' });
  reader = await signedInUser(context, { authorityId, role: 'READONLY' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN', firstName: 'Pat', lastName: 'Platform' });
  const otherAuthority = await createTestAuthority(context.db, { shortCode: 'OTH' });
  otherAdmin = await signedInUser(context, { authorityId: otherAuthority, role: 'ADMIN' });
});

describe('recording who looked at a case', () => {
  it('records a view of the case by the officer who opened it, and not a list of cases', async () => {
    const caseId = await openCase(officer);
    expect((await get('/case/list/', officer)).statusCode).toBe(200);
    expect(await looksAt(caseId)).toEqual([]);

    expect((await get(`/case/edit/${caseId}`, officer)).statusCode).toBe(200);
    expect(await looksAt(caseId)).toEqual([
      { webUserId: officer.id, impersonatorId: null, kind: 'VIEW', fileId: null },
    ]);
  });

  it('records no look at a case the caller may not read', async () => {
    const caseId = await openCase(admin);
    expect((await get(`/case/edit/${caseId}`, officer)).statusCode).toBe(404);
    expect(await looksAt(caseId)).toEqual([]);
  });

  it('records a view made while impersonating as the user, on behalf of the platform admin', async () => {
    const caseId = await openCase(officer);
    const started = await post(`/impersonate/${officer.id}`, platformAdmin);
    expect(started.statusCode, started.body).toBe(200);
    const asOfficer = heldSession(started);
    expect((await get(`/case/edit/${caseId}`, asOfficer)).statusCode).toBe(200);
    expect(await looksAt(caseId)).toEqual([
      { webUserId: officer.id, impersonatorId: platformAdmin.id, kind: 'VIEW', fileId: null },
    ]);
  });

  it('records a download of a file of the case, with the file', async () => {
    const caseId = await openCase(officer);
    const on = { authorityId, caseId, createdById: officer.id };
    const diaryId = await createTestDiary(context.db, on);
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId,
      uploadedById: officer.id,
    });
    const itemId = await createTestItem(context.db, { ...on, diaryId, fileId });
    const download = await get(`/actionItemFile/download/${itemId}`, officer);
    expect(download.statusCode, download.body).toBe(200);
    expect(await looksAt(caseId)).toEqual([
      { webUserId: officer.id, impersonatorId: null, kind: 'FILE_DOWNLOAD', fileId },
    ]);

    const views = await listed(caseId, admin);
    expect(views.json<{ data: CaseViewPage }>().data.data[0]).toMatchObject({
      kind: 'FILE_DOWNLOAD',
      fileName: 'plan.pdf',
      viewer: { webUserId: officer.id, firstName: 'Olive', lastName: 'Officer', role: 'READWRITE' },
      onBehalfOf: null,
    });
  });

  it('records one look per case an export holds, and none of the cases it leaves out', async () => {
    const first = await openCase(officer, 'Exported');
    const second = await openCase(officer, 'Exported');
    const leftOut = await openCase(officer, 'Elsewhere');
    const response = await context.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/caseexcel/list`,
      headers: admin.auth,
      query: { SearchTerm: 'exported' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    for (const caseId of [first, second]) {
      expect(await looksAt(caseId)).toEqual([
        { webUserId: admin.id, impersonatorId: null, kind: 'EXPORT', fileId: null },
      ]);
    }
    expect(await looksAt(leftOut)).toEqual([]);
  });

  it('records an impersonated export on behalf of the platform admin', async () => {
    const caseId = await openCase(officer, 'Impersonated-export');
    const asAdmin = heldSession(await post(`/impersonate/${admin.id}`, platformAdmin));
    const response = await context.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/caseexcel/list`,
      headers: asAdmin.auth,
      query: { SearchTerm: 'impersonated-export' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(await looksAt(caseId)).toEqual([
      { webUserId: admin.id, impersonatorId: platformAdmin.id, kind: 'EXPORT', fileId: null },
    ]);
  });
});

describe('GET /api/case/:caseId/views', () => {
  it("lists the case's looks newest first, naming who, their role, and the platform admin behind an impersonation", async () => {
    const caseId = await openCase(officer);
    await get(`/case/edit/${caseId}`, officer);
    await context.app.caseLooks.flush();
    const asOfficer = heldSession(await post(`/impersonate/${officer.id}`, platformAdmin));
    await get(`/case/edit/${caseId}`, asOfficer);

    const response = await listed(caseId, admin);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: CaseViewPage }>().data;
    expect(page.totalRecords).toBe(2);
    expect(
      page.data.map((view) => [view.kind, view.viewer.lastName, view.onBehalfOf?.lastName ?? null]),
    ).toEqual([
      ['VIEW', 'Officer', 'Platform'],
      ['VIEW', 'Officer', null],
    ]);
    expect(page.data[0]?.viewer.role).toBe('READWRITE');
    expect(page.data[0]?.onBehalfOf?.userType).toBe('ADMIN');
  });

  it('pages through the looks', async () => {
    const caseId = await openCase(officer);
    for (let index = 0; index < 3; index += 1) await get(`/case/edit/${caseId}`, officer);
    const response = await listed(caseId, admin, { pageNo: '2', pageSize: '2' });
    const page = response.json<{ data: CaseViewPage }>().data;
    expect(page).toMatchObject({ totalRecords: 3, pageNo: 2, pageSize: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('is for ADMINs: an officer or a reader of the case is refused', async () => {
    const caseId = await openCase(officer);
    expect((await listed(caseId, officer)).statusCode).toBe(403);
    expect((await listed(caseId, reader)).statusCode).toBe(403);
  });

  it("answers a platform admin for any authority's case, and another authority's ADMIN not at all", async () => {
    const caseId = await openCase(officer);
    await get(`/case/edit/${caseId}`, officer);
    expect((await listed(caseId, platformAdmin)).json<{ data: CaseViewPage }>().data.totalRecords).toBe(1);
    const refused = await listed(caseId, otherAdmin);
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a page size past the largest with a clear message', async () => {
    const caseId = await openCase(officer);
    const response = await listed(caseId, admin, { pageSize: '1000' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Show at most 100 rows a page');
  });
});

describe('the retention of looks', () => {
  it('deletes looks older than the retention period at the nightly sweep, and keeps newer ones', async () => {
    const caseId = await openCase(officer);
    await get(`/case/edit/${caseId}`, officer);
    await get(`/case/edit/${caseId}`, admin);
    await context.app.caseLooks.flush();
    await context.db
      .update(caseViews)
      .set({ occurredAt: sql`now() - interval '31 days'` })
      .where(and(eq(caseViews.caseId, caseId), eq(caseViews.webUserId, officer.id)));

    const swept = await sweepExpiredRows(context.db, { caseViewRetentionDays: 30 });
    expect(swept.caseViews).toBeGreaterThanOrEqual(1);
    expect(await looksAt(caseId)).toEqual([
      { webUserId: admin.id, impersonatorId: null, kind: 'VIEW', fileId: null },
    ]);
  });
});
