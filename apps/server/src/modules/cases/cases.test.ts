import { CASE_MESSAGES, CASE_TENURES, STALE_RECORD_MESSAGE, STATUS_ID } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, createTestContractor, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { ASSIGN_TO_SELF_MESSAGE } from './case-links';

const context = useTestApp();
const { get, post } = apiCalls(context);

let authorityId: number;
let platformAdmin: SignedInUser;
let authorityAdmin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
let reader: SignedInUser;
let otherAuthorityAdmin: SignedInUser;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'AMB' });
  const otherAuthorityId = await createTestAuthority(context.db, { shortCode: 'BOR' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  authorityAdmin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
  reader = await signedInUser(context, { authorityId, role: 'READONLY' });
  otherAuthorityAdmin = await signedInUser(context, {
    userType: 'AUTHORITY',
    role: 'ADMIN',
    authorityId: otherAuthorityId,
  });
});

const newCase = (overrides: object = {}) => ({
  clientTitle: 'Mrs',
  clientFirstName: 'Peggy',
  clientLastName: 'Woolley',
  clientDateOfBirth: '1931-04-02',
  clientPhone: '01632 960 111',
  addressLine1: 'The Lodge',
  town: 'Ambridge',
  postCode: 'b338th',
  referralDate: '2026-11-02',
  referralSource: 'Occupational therapist',
  priority: 'High',
  description: 'Level-access shower\nand a stairlift',
  estimatedCostPence: 1_250_000,
  ...overrides,
});

async function addCase(who: SignedInUser, overrides: object = {}) {
  const response = await post('/case/add', who, newCase(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; caseNumber: string; version: number };
}

describe('POST /api/case/add', () => {
  it('opens a case numbered for the authority and year, normalised, assigned to the officer, audited', async () => {
    const response = await post('/case/add', officer, newCase());
    expect(response.statusCode).toBe(200);
    const opened = response.json().data;
    expect(opened.caseNumber).toMatch(/^AMB-\d{4}-\d{5}$/);
    expect(response.json().message).toBe(CASE_MESSAGES.added(opened.caseNumber));
    expect(opened).toMatchObject({
      authorityId,
      postCode: 'B33 8TH',
      statusId: STATUS_ID.ENQUIRY,
      statusName: 'Enquiry',
      assignedOfficerId: officer.id,
      estimatedCostPence: 1_250_000,
      approvedGrantPence: null,
      description: 'Level-access shower\nand a stairlift',
      version: 1,
      can: { edit: true, changeStatus: true },
    });
    expect(opened.allowedStatusIds).toContain(STATUS_ID.REFERRAL_RECEIVED);
    expect(await lastAudit(context.db, 'case.create', opened.id)).toMatchObject({
      actorId: officer.id,
      authorityId,
      after: { caseNumber: opened.caseNumber, clientLastName: 'Woolley' },
    });
    const history = await get(`/case/status-history/${opened.id}`, officer);
    expect(history.json().data).toMatchObject([{ fromStatusId: null, toStatusId: STATUS_ID.ENQUIRY }]);
  });

  it('answers each field that is wrong, and stores nothing', async () => {
    const before = await context.db.$count(cases);
    const response = await post('/case/add', officer, newCase({ postCode: 'B33', clientLastName: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields).sort()).toEqual(['clientLastName', 'postCode']);
    expect(await context.db.$count(cases)).toBe(before);
  });

  it("keeps the home's tenure, one of the contract's, and refuses any other", async () => {
    const opened = await addCase(officer, { tenure: 'Housing association' });
    const read = await get(`/case/edit/${opened.id}`, officer);
    expect(read.json().data.tenure).toBe('Housing association');
    expect((await addCase(officer, { tenure: '' })).id).toBeGreaterThan(opened.id);
    const before = await context.db.$count(cases);
    const refused = await post('/case/add', officer, newCase({ tenure: 'Castle' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields.tenure).toEqual([`Choose one of: ${CASE_TENURES.join(', ')}`]);
    expect(await context.db.$count(cases)).toBe(before);
  });

  it('numbers 50 concurrent cases consecutively, without gaps or duplicates', async () => {
    const authority = await createTestAuthority(context.db, { shortCode: 'CONC' });
    const admin = await signedInUser(context, { authorityId: authority, role: 'ADMIN' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post('/case/add', admin, newCase())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const sequence = responses
      .map((response) => Number(response.json().data.caseNumber.split('-')[2]))
      .sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 50 }, (_value, index) => index + 1));
  });

  it("lets an officer assign a case only to themselves; an admin assigns anyone of the authority's", async () => {
    const refused = await post('/case/add', officer, newCase({ assignedOfficerId: colleague.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({ assignedOfficerId: [ASSIGN_TO_SELF_MESSAGE] });

    const assigned = await addCase(authorityAdmin, { assignedOfficerId: colleague.id });
    expect((await get(`/case/edit/${assigned.id}`, colleague)).statusCode).toBe(200);

    const outsider = await post(
      '/case/add',
      authorityAdmin,
      newCase({ assignedOfficerId: otherAuthorityAdmin.id }),
    );
    expect(outsider.json().data.fields).toEqual({ assignedOfficerId: [CASE_MESSAGES.officerNotInAuthority] });
    const otherContractor = await createTestContractor(context.db, otherAuthorityAdmin.authorityId ?? 0);
    const contractor = await post('/case/add', authorityAdmin, newCase({ contractorId: otherContractor }));
    expect(contractor.json().data.fields).toEqual({ contractorId: [CASE_MESSAGES.contractorNotInAuthority] });
  });

  it('refuses readers and platform admins', async () => {
    expect((await post('/case/add', reader, newCase())).statusCode).toBe(403);
    expect((await post('/case/add', platformAdmin, newCase())).statusCode).toBe(403);
  });
});

describe('who sees a case', () => {
  it("shows an officer their own cases only; another officer's and another authority's are not there", async () => {
    const mine = await addCase(officer);
    expect((await get(`/case/edit/${mine.id}`, officer)).statusCode).toBe(200);
    expect((await get(`/case/edit/${mine.id}`, authorityAdmin)).statusCode).toBe(200);
    for (const outsider of [colleague, reader, otherAuthorityAdmin]) {
      const response = await get(`/case/edit/${mine.id}`, outsider);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CASE_MESSAGES.notFound);
    }
    expect((await get(`/case/edit/${mine.id}`, platformAdmin)).statusCode).toBe(403);
    expect((await post(`/case/${mine.id}/${STATUS_ID.ASSESSMENT}`, colleague)).statusCode).toBe(404);
  });

  it('shows a reader the case they hold from before as a view, and refuses their writes', async () => {
    // No case is assigned to a READONLY user anew: theirs dates from before their role changed.
    const theirs = await addCase(authorityAdmin);
    await context.db.update(cases).set({ assignedOfficerId: reader.id }).where(eq(cases.id, theirs.id));
    const response = await get(`/case/edit/${theirs.id}`, reader);
    expect(response.json().data).toMatchObject({
      can: { edit: false, changeStatus: false },
      allowedStatusIds: [],
    });
    const update = await post('/case/Update', reader, { ...newCase(), id: theirs.id, version: 1 });
    expect(update.statusCode).toBe(403);
    expect((await post(`/case/${theirs.id}/${STATUS_ID.ASSESSMENT}`, reader)).statusCode).toBe(403);
  });
});

describe('POST /api/case/Update', () => {
  it('saves the fields, bumps the version and audits before and after', async () => {
    const opened = await addCase(officer);
    const response = await post('/case/Update', officer, {
      ...newCase({ clientLastName: 'Archer', postCode: 'sw1a 1aa', tenure: 'Council' }),
      id: opened.id,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      clientLastName: 'Archer',
      postCode: 'SW1A 1AA',
      version: 2,
    });
    expect(await lastAudit(context.db, 'case.update', opened.id)).toMatchObject({
      before: { clientLastName: 'Woolley', postCode: 'B33 8TH', tenure: null },
      after: { clientLastName: 'Archer', postCode: 'SW1A 1AA', tenure: 'Council' },
    });
  });

  it('answers a stale version with a 409 carrying the case as it is now, and overwrites nothing', async () => {
    const opened = await addCase(officer);
    await post('/case/Update', authorityAdmin, {
      ...newCase({ clientFirstName: 'Jill' }),
      id: opened.id,
      version: 1,
      assignedOfficerId: officer.id,
    });
    const stale = await post('/case/Update', officer, {
      ...newCase({ clientFirstName: 'Peg' }),
      id: opened.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect(stale.json().data.current).toMatchObject({ clientFirstName: 'Jill', version: 2 });
    const [row] = await context.db.select().from(cases).where(eq(cases.id, opened.id));
    expect(row?.clientFirstName).toBe('Jill');
  });
});

describe('POST /api/case/{caseId}/{statusId}', () => {
  it('moves a case forward with a note, kept in the history with who and when', async () => {
    const opened = await addCase(officer);
    const response = await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, officer, {
      note: 'OT visit booked',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(CASE_MESSAGES.statusChanged(opened.caseNumber, 'Assessment'));
    const history = (await get(`/case/status-history/${opened.id}`, officer)).json().data;
    expect(history.at(-1)).toMatchObject({
      fromStatusName: 'Enquiry',
      toStatusName: 'Assessment',
      note: 'OT visit booked',
      changedByName: expect.stringMatching(/\S/),
    });
    expect(await lastAudit(context.db, 'case.status', opened.id)).toMatchObject({
      before: { statusId: STATUS_ID.ENQUIRY },
      after: { statusId: STATUS_ID.ASSESSMENT, note: 'OT visit booked' },
    });
  });

  it('refuses a move the rules do not allow, and changes nothing', async () => {
    const opened = await addCase(officer);
    const back = await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, officer);
    expect(back.statusCode).toBe(200);
    const refused = await post(`/case/${opened.id}/${STATUS_ID.ENQUIRY}`, officer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CASE_MESSAGES.transitionRefused('Assessment', 'Enquiry'));
    expect((await get(`/case/status-history/${opened.id}`, officer)).json().data).toHaveLength(2);
  });

  it('returns a case from hold to where it was, and lets only an authority ADMIN reopen a withdrawn one', async () => {
    const opened = await addCase(officer);
    await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, officer);
    await post(`/case/${opened.id}/${STATUS_ID.ON_HOLD}`, officer);
    const held = (await get(`/case/edit/${opened.id}`, officer)).json().data;
    expect(held.allowedStatusIds).toContain(STATUS_ID.ASSESSMENT);
    await post(`/case/${opened.id}/${STATUS_ID.WITHDRAWN}`, officer);

    const officerReopen = await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, officer);
    expect(officerReopen.statusCode).toBe(403);
    expect(officerReopen.json().message).toBe(CASE_MESSAGES.reopenForAdmins);

    const adminReopen = await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, authorityAdmin);
    expect(adminReopen.statusCode).toBe(200);
    expect(adminReopen.json().data).toMatchObject({ statusId: STATUS_ID.ASSESSMENT, previousStatusId: null });
  });

  it('refuses a move made from a stale view when the version is sent', async () => {
    const opened = await addCase(officer);
    await post(`/case/${opened.id}/${STATUS_ID.ASSESSMENT}`, officer);
    const stale = await post(`/case/${opened.id}/${STATUS_ID.ON_HOLD}`, officer, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ statusId: STATUS_ID.ASSESSMENT, version: 2 });
  });
});
