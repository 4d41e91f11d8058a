import { REFUSAL_MESSAGES, STATUS_ID, type AuthorityChoice } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let officer: SignedInUser;
let admin: SignedInUser;
let reasons: AuthorityChoice[];
let otherAuthorityReason: AuthorityChoice;

const reasonNamed = (name: string) => {
  const reason = reasons.find((entry) => entry.name === name);
  if (!reason) throw new Error(`no reason ${name}`);
  return reason;
};

beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db);
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  reasons = (await get('/authority-choices/REFUSAL_REASON', officer)).json<{ data: AuthorityChoice[] }>()
    .data;
  const elsewhere = await signedInUser(context, { role: 'READWRITE' });
  const theirs = (await get('/authority-choices/REFUSAL_REASON', elsewhere)).json<{
    data: AuthorityChoice[];
  }>();
  otherAuthorityReason = theirs.data[0] as AuthorityChoice;
});

/** A case of the officer's, moved to Application submitted. */
async function submittedCase() {
  const added = await post('/case/add', officer, {
    clientFirstName: 'Rhoda',
    clientLastName: 'Fused',
    addressLine1: '3 Decision Way',
    postCode: 'B33 8TH',
  });
  const { id } = added.json<{ data: { id: number } }>().data;
  expect((await post(`/case/${id}/${STATUS_ID.APPLICATION_SUBMITTED}`, officer)).statusCode).toBe(200);
  return id;
}

const caseOf = async (caseId: number, who = officer) =>
  (await get(`/case/edit/${caseId}`, who)).json<{ data: { statusId: number; allowedStatusIds: number[] } }>()
    .data;

const refuse = (caseId: number, body: object) => post(`/case/${caseId}/${STATUS_ID.REFUSED}`, officer, body);

describe('refusing an application', () => {
  it('starts every authority with the five reasons, Other asking for words', () => {
    expect(reasons.map((reason) => [reason.name, reason.needsText])).toEqual([
      ['Not eligible', false],
      ['Not necessary and appropriate', false],
      ['Not reasonable and practicable', false],
      ['Applicant withdrew consent', false],
      ['Other', true],
    ]);
  });

  it('is offered from Application submitted, not Approved: that is the grant’s approval', async () => {
    const caseId = await submittedCase();
    const { allowedStatusIds } = await caseOf(caseId);
    expect(allowedStatusIds).toContain(STATUS_ID.REFUSED);
    expect(allowedStatusIds).not.toContain(STATUS_ID.APPROVED);
    const approved = await post(`/case/${caseId}/${STATUS_ID.APPROVED}`, officer);
    expect(approved.statusCode).toBe(422);
  });

  it('keeps the reason in the history, stops the Decision clock as met and ends the case', async () => {
    const caseId = await submittedCase();
    const response = await refuse(caseId, { refusalReasonId: reasonNamed('Not eligible').id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await caseOf(caseId)).statusId).toBe(STATUS_ID.REFUSED);
    const history = (await get(`/case/status-history/${caseId}`, officer)).json<{
      data: { toStatusId: number; refusalReason: string | null }[];
    }>().data;
    expect(history.at(-1)).toMatchObject({ toStatusId: STATUS_ID.REFUSED, refusalReason: 'Not eligible' });
    const { clocks } = (await get(`/case/${caseId}/clocks`, officer)).json<{
      data: { clocks: { name: string; state: string }[] };
    }>().data;
    expect(clocks.map((clock) => [clock.name, clock.state])).toEqual([
      ['Decision', 'met'],
      ['Completion', 'not_started'],
      ['End to end', 'stopped'],
    ]);
    expect(await lastAudit(context.db, 'case.status', caseId)).toMatchObject({
      after: { statusId: STATUS_ID.REFUSED, refusalReasonId: reasonNamed('Not eligible').id },
    });
  });

  it('needs a reason, and the words for Other; each refusal changes nothing', async () => {
    const caseId = await submittedCase();
    const cases = [
      [{}, 'refusalReasonId', REFUSAL_MESSAGES.reasonNeeded],
      [{ refusalReasonId: otherAuthorityReason.id }, 'refusalReasonId', REFUSAL_MESSAGES.unknownReason],
      [{ refusalReasonId: reasonNamed('Other').id }, 'refusalReasonText', REFUSAL_MESSAGES.textNeeded],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await refuse(caseId, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ data: { fields: Record<string, string[]> } }>().data.fields[field]).toEqual([
        message,
      ]);
    }
    expect((await caseOf(caseId)).statusId).toBe(STATUS_ID.APPLICATION_SUBMITTED);
    const withWords = await refuse(caseId, {
      refusalReasonId: reasonNamed('Other').id,
      refusalReasonText: 'The works are covered by the landlord’s repairing duty',
    });
    expect(withWords.statusCode, withWords.body).toBe(200);
    const history = (await get(`/case/status-history/${caseId}`, officer)).json<{
      data: { refusalReason: string | null }[];
    }>().data;
    expect(history.at(-1)?.refusalReason).toBe(
      'Other: The works are covered by the landlord’s repairing duty',
    );
  });

  it('takes a reason only for a refusal', async () => {
    const caseId = await submittedCase();
    const response = await post(`/case/${caseId}/${STATUS_ID.ON_HOLD}`, officer, {
      refusalReasonId: reasonNamed('Not eligible').id,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ data: { fields: Record<string, string[]> } }>().data.fields.refusalReasonId,
    ).toEqual([REFUSAL_MESSAGES.notRefusing]);
    expect((await caseOf(caseId)).statusId).toBe(STATUS_ID.APPLICATION_SUBMITTED);
  });

  it('ends the case, which an authority ADMIN alone may reopen by an authority ADMIN alone', async () => {
    const caseId = await submittedCase();
    await refuse(caseId, { refusalReasonId: reasonNamed('Not necessary and appropriate').id });
    expect((await caseOf(caseId)).allowedStatusIds).toEqual([]);
    expect((await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, officer)).statusCode).toBe(403);
    expect((await caseOf(caseId, admin)).allowedStatusIds).toEqual([STATUS_ID.APPLICATION_SUBMITTED]);
    const reopened = await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, admin);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await caseOf(caseId)).statusId).toBe(STATUS_ID.APPLICATION_SUBMITTED);
  });
});
