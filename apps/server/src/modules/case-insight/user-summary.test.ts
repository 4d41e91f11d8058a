import { STATUS_ID, type CaseloadSummary, type UserSummary } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionDiaries, actionItemDismissals, actionItems } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { insertPastCase } from './insight-fixtures';
import { londonMonth } from '../../platform/time/london-calendar';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
let readOnly: SignedInUser;
let otherAdmin: SignedInUser;
let platformAdmin: SignedInUser;

const HOUR = 3_600_000;

/** Action items on a case, straight into the tables; a dismissed one is dismissed by the officer. */
async function addActionItems(
  caseId: number,
  items: { inHours: number; completed?: boolean; dismissed?: boolean }[],
) {
  const [diary] = await context.db
    .insert(actionDiaries)
    .values({ authorityId, caseId, title: 'Visits', createdById: officer.id })
    .returning({ id: actionDiaries.id });
  if (!diary) throw new Error('diary not created');
  for (const item of items) {
    const [row] = await context.db
      .insert(actionItems)
      .values({
        authorityId,
        caseId,
        diaryId: diary.id,
        prefix: 'Visit',
        description: 'Assessment visit',
        scheduledAt: new Date(Date.now() + item.inHours * HOUR),
        isCompleted: item.completed ?? false,
        kind: 'TEXT',
        textBody: 'Bring the tape measure',
        createdById: officer.id,
      })
      .returning({ id: actionItems.id });
    if (row && item.dismissed) {
      await context.db
        .insert(actionItemDismissals)
        .values({ webUserId: officer.id, actionItemId: row.id, authorityId });
    }
  }
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'SUM' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
  readOnly = await signedInUser(context, { authorityId, role: 'READONLY' });
  otherAdmin = await signedInUser(context, {
    authorityId: await createTestAuthority(context.db),
    role: 'ADMIN',
  });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });

  // The officer's: two opened now (one moved on to Assessment), one opened in February and
  // closed since, one withdrawn long ago; and the colleague's one.
  for (const who of [officer, officer, colleague]) {
    const response = await post('/case/add', who, {
      clientFirstName: 'Now',
      clientLastName: 'Client',
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const [, second] = await context.db.query.cases.findMany({
    where: (cases, { eq }) => eq(cases.assignedOfficerId, officer.id),
  });
  if (!second) throw new Error('case not found');
  expect((await post(`/case/${second.id}/${STATUS_ID.ASSESSMENT}`, officer)).statusCode).toBe(200);
  const past = await insertPastCase(context.db, {
    authorityId,
    createdById: officer.id,
    officerId: officer.id,
    history: [
      [STATUS_ID.ENQUIRY, '2026-02-02T10:00:00Z'],
      [STATUS_ID.WORKS_COMPLETED, '2026-03-02T10:00:00Z'],
      [STATUS_ID.CLOSED, '2026-04-02T10:00:00Z'],
    ],
  });
  await insertPastCase(context.db, {
    authorityId,
    createdById: officer.id,
    officerId: officer.id,
    history: [
      [STATUS_ID.ENQUIRY, '2025-02-02T10:00:00Z'],
      [STATUS_ID.WITHDRAWN, '2025-03-02T10:00:00Z'],
    ],
  });
  // Two open items, one past and one to come; a completed and a dismissed one count for nothing.
  await addActionItems(second.id, [
    { inHours: -30 },
    { inHours: 48 },
    { inHours: -5, completed: true },
    { inHours: 5, dismissed: true },
  ]);
  await addActionItems(past, []);
});

function summaryOf(who: SignedInUser, webUserId: number, forAuthority = authorityId) {
  return get(`/case/user-summary/${forAuthority}/${webUserId}`, who);
}

describe('GET /api/case/user-summary/{authorityId}/{webUserId}', () => {
  it("answers an officer's open cases by status, actions and this month's new cases", async () => {
    const response = await summaryOf(officer, officer.id);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{ data: UserSummary }>().data;
    expect(summary).toMatchObject({
      webUserId: officer.id,
      openCases: 2,
      overdueActions: 1,
      upcomingActions: 1,
      openedThisMonth: 2,
      month: londonMonth(new Date()),
    });
    expect(summary.openCasesByStatus.map((row) => row.statusName)).toEqual([
      'Enquiry',
      'Referral received',
      'Assessment',
      'Application submitted',
      'Approved',
      'Works ordered',
      'Works in progress',
      'Works completed',
      'On hold',
    ]);
    expect(
      Object.fromEntries(
        summary.openCasesByStatus.filter((row) => row.cases > 0).map((row) => [row.statusName, row.cases]),
      ),
    ).toEqual({ Enquiry: 1, Assessment: 1 });
  });

  it('answers an authority ADMIN about any user of the authority', async () => {
    const response = await summaryOf(admin, colleague.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: UserSummary }>().data).toMatchObject({
      webUserId: colleague.id,
      openCases: 1,
      overdueActions: 0,
      upcomingActions: 0,
      openedThisMonth: 1,
    });
  });

  it('answers a read-only user about themselves, with nothing assigned', async () => {
    const response = await summaryOf(readOnly, readOnly.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: UserSummary }>().data).toMatchObject({ openCases: 0, openedThisMonth: 0 });
  });

  it("refuses an officer a colleague's summary", async () => {
    expect((await summaryOf(officer, colleague.id)).statusCode).toBe(403);
    expect((await summaryOf(readOnly, officer.id)).statusCode).toBe(403);
  });

  it('refuses an authority id other than the caller’s, and finds no user of another authority', async () => {
    const otherAuthority = otherAdmin.authorityId ?? 0;
    expect((await summaryOf(officer, officer.id, otherAuthority)).statusCode).toBe(403);
    expect((await summaryOf(admin, otherAdmin.id)).statusCode).toBe(404);
    expect((await summaryOf(otherAdmin, officer.id, otherAuthority)).statusCode).toBe(404);
  });

  it('is refused to a platform admin and to nobody signed in', async () => {
    expect((await summaryOf(platformAdmin, officer.id)).statusCode).toBe(403);
    expect((await get(`/case/user-summary/${authorityId}/${officer.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/case/team-summary/{authorityId}', () => {
  const teamSummaryOf = (who: SignedInUser, forAuthority = authorityId) =>
    get(`/case/team-summary/${forAuthority}`, who);

  it("answers an authority ADMIN the whole team's open cases, actions and this month's new cases", async () => {
    const response = await teamSummaryOf(admin);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{ data: CaseloadSummary }>().data;
    // The officer's two open cases and the colleague's one; the closed and withdrawn count for nothing.
    expect(summary).toMatchObject({
      openCases: 3,
      overdueActions: 1,
      upcomingActions: 1,
      openedThisMonth: 3,
      month: londonMonth(new Date()),
    });
    expect(summary).not.toHaveProperty('webUserId');
    expect(
      Object.fromEntries(
        summary.openCasesByStatus.filter((row) => row.cases > 0).map((row) => [row.statusName, row.cases]),
      ),
    ).toEqual({ Enquiry: 2, Assessment: 1 });
  });

  it('refuses officers, read-only users, another authority and a platform admin', async () => {
    expect((await teamSummaryOf(officer)).statusCode).toBe(403);
    expect((await teamSummaryOf(readOnly)).statusCode).toBe(403);
    expect((await teamSummaryOf(admin, otherAdmin.authorityId ?? 0)).statusCode).toBe(403);
    expect((await teamSummaryOf(platformAdmin)).statusCode).toBe(403);
    expect((await get(`/case/team-summary/${authorityId}`)).statusCode).toBe(401);
  });
});
