import {
  CONVERSATION_MESSAGES,
  type AlarmList,
  type CaseTimelinePage,
  type Conversation,
  type ConversationEntry,
  type DocumentRequest,
  type MyWork,
  type PortalConversation,
} from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, applicantCases, cases, documentRequests, mailOutbox } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { addDays } from '../../platform/time/calendar-days';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { multipartForm, postMultipart } from '../../test/multipart';
import { endOfUkDay } from './chase-items';

const context = useTestApp();
const { get, post } = apiCalls(context);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECRET_REPLY = 'The grant panel meets on Thursday; bring the blue folder.';

let officer: SignedInUser;
let readonly: SignedInUser;
let otherAuthorityAdmin: SignedInUser;

const today = () => londonDay(new Date());
const inDays = (count: number) => addDays(today(), count);

beforeAll(async () => {
  officer = await signedInUser(context, { role: 'READWRITE' });
  readonly = await signedInUser(context, { role: 'READONLY', authorityId: officer.authorityId ?? undefined });
  otherAuthorityAdmin = await signedInUser(context, {
    userType: 'AUTHORITY',
    role: 'ADMIN',
    authorityId: await createTestAuthority(context.db),
  });
});

async function caseOf(applicant: SignedInUser): Promise<number> {
  const [row] = await context.db
    .select({ caseId: applicantCases.caseId })
    .from(applicantCases)
    .where(eq(applicantCases.applicantId, applicant.id));
  if (!row) throw new Error('the applicant follows no case');
  return row.caseId;
}

async function conversationOf(caseId: number, who: SignedInUser = officer): Promise<Conversation> {
  const response = await get(`/case/${caseId}/conversation`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Conversation }>().data;
}

async function portalThread(applicant: SignedInUser): Promise<PortalConversation> {
  const response = await get('/portal/conversation', applicant);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PortalConversation }>().data;
}

async function ask(caseId: number, items: object[]): Promise<DocumentRequest[]> {
  const response = await post(`/case/${caseId}/document-requests`, officer, { items });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DocumentRequest[] }>().data;
}

function upload(applicant: SignedInUser, requestId: number, name = 'payslip.pdf') {
  const form = multipartForm({}, { file: { name, content: PDF } });
  return postMultipart(context.app, `/api/portal/document-request/${requestId}/upload`, applicant, form);
}

async function alarmsOf(who: SignedInUser): Promise<AlarmList> {
  const response = await get(`/dashboard/action-items/${who.id}/50/50`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AlarmList }>().data;
}

async function myWorkOf(who: SignedInUser): Promise<MyWork> {
  const response = await get('/my-work', who, { filter: 'overdue' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MyWork }>().data;
}

const types = (entries: ConversationEntry[]) => entries.map((entry) => entry.type);

describe('the conversation between the officer and the applicant', () => {
  it('shows the applicant their message and the officer’s reply, oldest first, and mails a notice without the words', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    expect(
      (await post('/portal/message', applicant, { message: 'Can the therapist come on Tuesday?' }))
        .statusCode,
    ).toBe(200);

    const replied = await post(`/case/${caseId}/conversation/reply`, officer, { message: SECRET_REPLY });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<{ data: ConversationEntry }>().data).toMatchObject({
      type: 'officer-reply',
      text: SECRET_REPLY,
    });

    const thread = await portalThread(applicant);
    expect(types(thread.entries)).toEqual(['applicant-message', 'officer-reply']);
    expect(thread.entries[0]).toMatchObject({ text: 'Can the therapist come on Tuesday?' });
    expect(thread.entries[1]).toMatchObject({ text: SECRET_REPLY });

    const [mail] = await context.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, applicant.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('You have a new message about your case');
    expect(mail?.textBody).toContain('/portal/case');
    expect(mail?.textBody).not.toContain('blue folder');
    expect(mail?.htmlBody ?? '').not.toContain('blue folder');

    const audit = await lastAudit(context.db, 'conversation.reply', caseId);
    expect(audit?.actorId).toBe(officer.id);
    expect(JSON.stringify(audit?.after)).not.toContain('blue folder');
  });

  it('still raises the officer’s "new from applicants" alarm for each applicant message', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    expect((await post('/portal/message', applicant, { message: 'Hello again' })).statusCode).toBe(200);
    const alarms = await alarmsOf(officer);
    expect(alarms.data.filter((alarm) => alarm.caseManagerDetailId === caseId && alarm.isNew)).toHaveLength(
      1,
    );
  });

  it('shows an applicant only their own case’s thread', async () => {
    const mine = await signedInApplicant(context, officer);
    const theirs = await signedInApplicant(context, officer);
    const theirCase = await caseOf(theirs);
    expect(
      (await post(`/case/${theirCase}/conversation/reply`, officer, { message: 'For the other client' }))
        .statusCode,
    ).toBe(200);
    const [request] = await ask(theirCase, [{ kind: 'PHOTOS', dueOn: inDays(7) }]);

    expect((await portalThread(mine)).entries).toEqual([]);
    expect((await portalThread(mine)).requests).toEqual([]);
    // Their request cannot be answered from another applicant's portal.
    expect((await upload(mine, request?.id ?? 0)).statusCode).toBe(404);
  });

  it('hides the case from another authority (404) and refuses READONLY writes (403)', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    expect((await get(`/case/${caseId}/conversation`, otherAuthorityAdmin)).statusCode).toBe(404);
    expect(
      (await post(`/case/${caseId}/conversation/reply`, otherAuthorityAdmin, { message: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await post(`/case/${caseId}/conversation/reply`, readonly, { message: 'Hi' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await post(`/case/${caseId}/document-requests`, readonly, {
          items: [{ kind: 'PHOTOS', dueOn: inDays(3) }],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a reply when nobody follows the case, and a blank reply, keeping nothing', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const blank = await post(`/case/${caseId}/conversation/reply`, officer, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    await context.db
      .update(applicantCases)
      .set({ revokedAt: new Date() })
      .where(eq(applicantCases.caseId, caseId));
    const refused = await post(`/case/${caseId}/conversation/reply`, officer, { message: 'Anyone there?' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: CONVERSATION_MESSAGES.noApplicant });
    expect((await conversationOf(caseId)).entries).toEqual([]);
  });

  it('hides a restricted case’s conversation from an ADMIN it does not name', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const authorityId = officer.authorityId ?? undefined;
    const named = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN', authorityId });
    const notNamed = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN', authorityId });
    const restricted = await post(`/case/${caseId}/restriction`, named, { userIds: [named.id, officer.id] });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect((await get(`/case/${caseId}/conversation`, named)).statusCode).toBe(200);
    expect((await get(`/case/${caseId}/conversation`, notNamed)).statusCode).toBe(404);
    expect((await post(`/case/${caseId}/conversation/reply`, notNamed, { message: 'Hi' })).statusCode).toBe(
      404,
    );
    const [request] = await ask(caseId, [{ kind: 'PHOTOS', dueOn: inDays(3) }]);
    expect((await post(`/document-request/${request?.id}/accept`, notNamed)).statusCode).toBe(404);
  });

  it('refuses writes on a disposed case', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const [request] = await ask(caseId, [{ kind: 'PHOTOS', dueOn: inDays(3) }]);
    await context.db.update(cases).set({ disposedAt: new Date() }).where(eq(cases.id, caseId));
    expect((await post(`/case/${caseId}/conversation/reply`, officer, { message: 'Hi' })).statusCode).toBe(
      409,
    );
    expect((await post(`/document-request/${request?.id}/accept`, officer)).statusCode).toBe(409);
  });
});

describe('documents asked of the applicant', () => {
  it('refuses a due date in the past and Other without words, on their fields', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const past = await post(`/case/${caseId}/document-requests`, officer, {
      items: [
        { kind: 'PHOTOS', dueOn: inDays(2) },
        { kind: 'PHOTOS', dueOn: inDays(-1) },
      ],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      data: { fields: { 'items.1.dueOn': [CONVERSATION_MESSAGES.dueOnPast] } },
    });
    const other = await post(`/case/${caseId}/document-requests`, officer, {
      items: [{ kind: 'OTHER', dueOn: inDays(2) }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      data: { fields: { 'items.0.details': [CONVERSATION_MESSAGES.detailsRequired] } },
    });
    expect((await conversationOf(caseId)).requests).toEqual([]);
  });

  it('goes Requested → Sent → Accepted, and Asked again with a reason the applicant sees', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const made = await ask(caseId, [
      { kind: 'PROOF_OF_INCOME', dueOn: inDays(7) },
      { kind: 'OTHER', details: 'Council tax bill', dueOn: inDays(7) },
    ]);
    expect(made.map((request) => [request.label, request.state])).toEqual([
      ['Proof of income', 'REQUESTED'],
      ['Council tax bill', 'REQUESTED'],
    ]);
    const [income, other] = made;
    if (!income || !other) throw new Error('requests not made');

    const portal = await portalThread(applicant);
    expect(portal.requests.map((request) => request.label)).toEqual(['Proof of income', 'Council tax bill']);
    expect(portal.entries.at(-1)).toMatchObject({
      type: 'document-request',
      labels: ['Proof of income', 'Council tax bill'],
    });

    // Nothing sent yet: nothing to accept.
    const early = await post(`/document-request/${income.id}/accept`, officer);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(CONVERSATION_MESSAGES.nothingToAccept);

    const sent = await upload(applicant, income.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: DocumentRequest }>().data).toMatchObject({
      state: 'SENT',
      uploads: [{ name: 'payslip.pdf' }],
    });
    await upload(applicant, other.id, 'bill.pdf');

    const accepted = await post(`/document-request/${income.id}/accept`, officer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: DocumentRequest }>().data.state).toBe('ACCEPTED');
    expect((await upload(applicant, income.id)).statusCode).toBe(422);

    const again = await post(`/document-request/${other.id}/ask-again`, officer, {
      reason: 'The bill is for last year.',
      dueOn: inDays(10),
    });
    expect(again.statusCode, again.body).toBe(200);
    const seen = (await portalThread(applicant)).requests.find((request) => request.id === other.id);
    expect(seen).toMatchObject({
      state: 'ASKED_AGAIN',
      reason: 'The bill is for last year.',
      dueOn: inDays(10),
    });
    // Sent again: Sent, with both files.
    const resent = await upload(applicant, other.id, 'bill-2026.pdf');
    expect(resent.json<{ data: DocumentRequest }>().data).toMatchObject({
      state: 'SENT',
      uploads: [{ name: 'bill.pdf' }, { name: 'bill-2026.pdf' }],
    });

    const thread = await conversationOf(caseId);
    expect(thread.entries.filter((entry) => entry.type === 'applicant-document')).toHaveLength(3);
    expect((await lastAudit(context.db, 'document-request.ask-again', caseId))?.actorId).toBe(officer.id);
  });

  it('alarms the officer once a request is past its due date unanswered, as My work counts it, and not once it is sent', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    const before = await alarmsOf(officer);
    const [request] = await ask(caseId, [{ kind: 'PHOTOS', dueOn: today() }]);
    if (!request) throw new Error('request not made');
    // Due today: upcoming until the day is out.
    await expect.poll(async () => (await alarmsOf(officer)).upcomingRecord).toBe(before.upcomingRecord + 1);

    // A day later: its due day has passed.
    const yesterday = inDays(-1);
    const [row] = await context.db
      .update(documentRequests)
      .set({ dueOn: yesterday })
      .where(eq(documentRequests.id, request.id))
      .returning({ chaseItemId: documentRequests.chaseItemId });
    await context.db
      .update(actionItems)
      .set({ scheduledAt: endOfUkDay(yesterday) })
      .where(eq(actionItems.id, row?.chaseItemId ?? 0));

    // Kept alarm lists hear of a change made straight in the database by PostgreSQL's
    // announcement, a moment after it commits.
    await expect
      .poll(async () => (await alarmsOf(officer)).datePassedRecord)
      .toBe(before.datePassedRecord + 1);
    const overdue = await alarmsOf(officer);
    const alarm = overdue.data.find((each) => each.caseManagerDetailId === caseId && each.isDatePassed);
    expect(alarm?.actionItemDetail).toBe('Other - Documents due from the applicant: Photos');
    expect((await myWorkOf(officer)).actions.counts.overdue).toBe(overdue.datePassedRecord);
    expect((await conversationOf(caseId)).requests[0]?.overdue).toBe(true);

    expect((await upload(applicant, request.id)).statusCode).toBe(200);
    await expect.poll(async () => (await alarmsOf(officer)).datePassedRecord).toBe(before.datePassedRecord);
    const answered = await alarmsOf(officer);
    expect((await myWorkOf(officer)).actions.counts.overdue).toBe(answered.datePassedRecord);
    const [chase] = await context.db
      .select({ done: actionItems.isCompleted })
      .from(actionItems)
      .where(and(eq(actionItems.id, row?.chaseItemId ?? 0)));
    expect(chase?.done).toBe(true);
  });
});

describe('the case timeline', () => {
  it('shows replies as messages and requests as documents, and what the applicant sent by its flag', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    expect((await post('/portal/message', applicant, { message: 'Is the survey booked?' })).statusCode).toBe(
      200,
    );
    expect(
      (await post(`/case/${caseId}/conversation/reply`, officer, { message: 'Yes, for Monday.' })).statusCode,
    ).toBe(200);
    await ask(caseId, [{ kind: 'PROOF_OF_OWNERSHIP', dueOn: inDays(5) }]);

    const response = await get(`/case/${caseId}/timeline`, officer, { kinds: 'message,document' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{ data: CaseTimelinePage }>().data.entries;
    expect(entries.map((entry) => [entry.kind, entry.what])).toEqual([
      ['document', 'Document asked of the applicant: Proof of ownership or landlord’s consent'],
      ['message', 'Reply sent to the applicant'],
      ['message', 'The applicant sent a message'],
    ]);
    expect(entries[1]).toMatchObject({ detail: 'Yes, for Monday.', link: { to: 'messages' } });
  });
});
