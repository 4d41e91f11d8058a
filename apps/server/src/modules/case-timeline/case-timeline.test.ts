import {
  CASE_DOCUMENT_TYPE_LABELS,
  CASE_DOCUMENT_TYPES,
  type Case,
  type CaseDueItems,
  type CaseTimelineEntry,
  type CaseTimelinePage,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, caseDocuments } from '../../db/schema';
import { createTestUser } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestStoredFile } from '../../test/diaries';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

let theCase: Case;
let textItemId: number;
let fileItemId: number;
let contractorName: string;

const timeline = (who: SignedInUser, query: Record<string, string> = {}, caseId = theCase.id) =>
  get(`/case/${caseId}/timeline`, who, query);

async function entriesOf(query: Record<string, string> = {}): Promise<CaseTimelineEntry[]> {
  const response = await timeline(people.officer, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseTimelinePage }>().data.entries;
}

beforeAll(async () => {
  const added = await post('/case/add', people.admin, {
    clientFirstName: 'Edith',
    clientLastName: 'Timeline',
    addressLine1: '3 Clock Row',
    postCode: 'B33 8TH',
    assignedOfficerId: people.officer.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  theCase = added.json<{ data: Case }>().data;
  contractorName = 'Timeline Adaptations Ltd';
  const contractorId = await createTestContractor(context.db, people.authorityId, {
    companyName: contractorName,
  });

  const edited = await post('/case/Update', people.officer, {
    ...theCase,
    priority: 'Urgent',
    contractorId,
    estimatedCostPence: 1250000,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const nextStatus = theCase.allowedStatusIds[0];
  const moved = await post(`/case/${theCase.id}/${nextStatus}`, people.officer, { note: 'Visit booked' });
  expect(moved.statusCode, moved.body).toBe(200);

  const diary = await post('/actionDiary/add', people.officer, { caseId: theCase.id, title: 'Adaptations' });
  expect(diary.statusCode, diary.body).toBe(200);
  const diaryId = diary.json<{ data: { id: number } }>().data.id;
  const item = await post('/actionItemText/add', people.officer, {
    diaryId,
    prefix: 'Call',
    description: 'Ring Edith about the ramp',
    scheduledAt: '2026-03-30T09:30:00+01:00',
    text: 'Morning is best',
  });
  expect(item.statusCode, item.body).toBe(200);
  textItemId = item.json<{ data: { id: number } }>().data.id;
  const done = await post(`/actionItem/complete/${textItemId}`, people.officer);
  expect(done.statusCode, done.body).toBe(200);

  const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
    authorityId: people.authorityId,
    uploadedById: people.officer.id,
  });
  const [fileItem] = await context.db
    .insert(actionItems)
    .values({
      authorityId: people.authorityId,
      caseId: theCase.id,
      diaryId,
      createdById: people.officer.id,
      prefix: 'Assessment',
      description: 'OT report',
      scheduledAt: new Date('2099-01-01T10:00:00Z'),
      kind: 'FILE',
      fileId,
    })
    .returning({ id: actionItems.id });
  fileItemId = fileItem?.id ?? 0;
});

describe('a case timeline', () => {
  it('lists what happened to the case in one chronology, newest first', async () => {
    const entries = await entriesOf();
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['status', 'edit', 'diary', 'document']),
    );
    expect(entries[0]).toMatchObject({
      kind: 'document',
      what: 'File added to the diary "Adaptations"',
      detail: 'Assessment - OT report · plan.pdf',
      link: { to: 'actionItem', id: fileItemId, itemKind: 'FILE' },
    });
    const opened = entries.at(-1);
    expect(opened).toMatchObject({ kind: 'status', what: 'Case opened at Enquiry' });
    const completed = entries.find(
      (entry) => entry.key === `item-done:${String(textItemId).padStart(12, '0')}`,
    );
    expect(completed).toMatchObject({
      kind: 'diary',
      what: 'Action completed in the diary "Adaptations"',
      detail: 'Call - Ring Edith about the ramp',
      who: theCase.assignedOfficerName,
    });
  });

  it('says what an edit changed, with the fields named as the form names them', async () => {
    const [edit] = await entriesOf({ kinds: 'edit' });
    expect(edit?.who).toBe(theCase.assignedOfficerName);
    expect(edit?.what).toBe('Case edited: 3 fields changed');
    expect(edit?.changes).toEqual([
      { field: 'contractorId', label: 'Contractor', before: null, after: contractorName },
      { field: 'priority', label: 'Priority', before: 'Normal', after: 'Urgent' },
      { field: 'estimatedCostPence', label: 'Estimated cost', before: null, after: '£12,500.00' },
    ]);
  });

  it("tells the applicant's messages from staff's diary entries", async () => {
    const applicant = await createTestUser(context.db, {
      userType: 'APPLICANT',
      authorityId: people.authorityId,
    });
    const [diary] = await context.db
      .select({ id: actionItems.diaryId })
      .from(actionItems)
      .where(eq(actionItems.id, textItemId));
    await context.db.insert(actionItems).values({
      authorityId: people.authorityId,
      caseId: theCase.id,
      diaryId: diary?.id ?? 0,
      createdById: applicant.id,
      prefix: 'Other',
      description: 'Message from Edith Timeline',
      scheduledAt: new Date(),
      kind: 'TEXT',
      textBody: 'The ramp is wonderful, thank you.',
      fromApplicant: true,
    });
    const [message] = await entriesOf({ kinds: 'message' });
    expect(message).toMatchObject({
      kind: 'message',
      what: 'The applicant sent a message',
      detail: 'The ramp is wonderful, thank you.',
    });
    expect((await entriesOf({ kinds: 'diary' })).map((entry) => entry.kind)).not.toContain('message');
  });

  it('shows only the kinds asked for', async () => {
    const entries = await entriesOf({ kinds: 'status,diary' });
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(['status', 'diary']));
    expect(entries.filter((entry) => entry.kind === 'status').map((entry) => entry.detail)).toEqual([
      'Visit booked',
      null,
    ]);
  });

  it('pages through the whole timeline with the cursor, each entry once', async () => {
    const all = await entriesOf();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await timeline(people.officer, { pageSize: '2', ...(cursor ? { cursor } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      const page: CaseTimelinePage = response.json<{ data: CaseTimelinePage }>().data;
      seen.push(...page.entries.map((entry) => entry.key));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.key));
  });

  it('refuses an unknown kind with a field error', async () => {
    const response = await timeline(people.officer, { kinds: 'status,gossip' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose kinds among');
  });

  it('is read by whoever reads the case, and not found by anyone else', async () => {
    expect((await timeline(people.admin)).statusCode).toBe(200);
    expect((await timeline(people.reader, {}, people.caseOf.reader)).statusCode).toBe(200);
    // Another officer's case, and another authority's.
    expect((await timeline(people.colleague)).statusCode).toBe(404);
    expect((await timeline(people.outsider)).statusCode).toBe(404);
  });

  it('is not found by an ADMIN a restricted case does not name', async () => {
    const otherAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    const restricted = await post(`/case/${theCase.id}/restriction`, people.admin, {
      userIds: [people.admin.id, people.officer.id],
    });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect((await timeline(otherAdmin)).statusCode).toBe(404);
    expect((await get(`/case/${theCase.id}/due-actions`, otherAdmin)).statusCode).toBe(404);
    expect((await timeline(people.officer)).statusCode).toBe(200);
    await post(`/case/${theCase.id}/restriction`, people.admin, { userIds: [] });
  });
});

describe('a document filed on the case', () => {
  it('is a document of the timeline, with its type and name, that opens the Documents tab', async () => {
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      uploadedById: people.officer.id,
    });
    await context.db.insert(caseDocuments).values({
      authorityId: people.authorityId,
      caseId: theCase.id,
      type: CASE_DOCUMENT_TYPES[0],
      name: 'Landlord consent',
      fileId,
      createdById: people.officer.id,
    });
    const [filed] = await entriesOf({ kinds: 'document' });
    expect(filed).toMatchObject({
      kind: 'document',
      what: `${CASE_DOCUMENT_TYPE_LABELS[CASE_DOCUMENT_TYPES[0]]} filed: Landlord consent`,
      detail: 'plan.pdf',
      who: theCase.assignedOfficerName,
      link: { to: 'documents' },
    });
  });
});

describe("a case's next actions", () => {
  it('lists the open items soonest first, with how many are open', async () => {
    const response = await get(`/case/${theCase.id}/due-actions`, people.officer);
    expect(response.statusCode, response.body).toBe(200);
    const due = response.json<{ data: CaseDueItems }>().data;
    // The applicant's message (due when it came) and the OT report (due in 2099).
    expect(due.openCount).toBe(2);
    expect(due.items.map((item) => item.description)).toEqual(['Message from Edith Timeline', 'OT report']);
    expect(due.items[1]).toMatchObject({ id: fileItemId, diaryTitle: 'Adaptations', itemKind: 'FILE' });
    expect((await get(`/case/${theCase.id}/due-actions`, people.outsider)).statusCode).toBe(404);
  });
});
