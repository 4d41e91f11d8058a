import {
  CASE_TIMELINE_MESSAGES,
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationEntry,
  type PortalConversation,
} from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, caseReplies } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { addDays } from '../../platform/time/calendar-days';
import { apiCalls, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get, post } = apiCalls(context);

let officer: SignedInUser;

beforeAll(async () => {
  officer = await signedInUser(context, { role: 'READWRITE' });
});

async function caseOf(applicant: SignedInUser): Promise<number> {
  const [row] = await context.db
    .select({ caseId: applicantCases.caseId })
    .from(applicantCases)
    .where(eq(applicantCases.applicantId, applicant.id));
  if (!row) throw new Error('the applicant follows no case');
  return row.caseId;
}

/**
 * `count` replies, an hour or more ago, five to a millisecond; within a millisecond each later
 * reply a microsecond earlier, so only the key (not the microseconds) puts them in order.
 */
async function seedReplies(caseId: number, count: number, prefix: string, hoursAgo = 1) {
  const base = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  await context.db.insert(caseReplies).values(
    Array.from({ length: count }, (_, index) => ({
      authorityId: officer.authorityId ?? 0,
      caseId,
      body: `${prefix} ${index}`,
      createdById: officer.id,
      createdAt: sql`${base}::timestamptz + ${Math.floor(index / 5)} * interval '1 millisecond' + ${4 - (index % 5)} * interval '1 microsecond'`,
    })),
  );
}

const textsOf = (entries: ConversationEntry[]) =>
  entries.map((entry) => ('text' in entry ? entry.text : entry.type));

const numbered = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `${prefix} ${from + index}`);

async function officerPage(caseId: number, cursor?: string): Promise<Conversation> {
  const response = await get(`/case/${caseId}/conversation`, officer, cursor ? { cursor } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Conversation }>().data;
}

async function portalPage(applicant: SignedInUser, cursor?: string): Promise<PortalConversation> {
  const response = await get('/portal/conversation', applicant, cursor ? { cursor } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PortalConversation }>().data;
}

describe('paging through the conversation', () => {
  it('answers the newest page first and the page before it with the cursor, every entry once, in order', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    await seedReplies(caseId, 60, 'Reply');
    expect((await post('/portal/message', applicant, { message: 'Newest words' })).statusCode).toBe(200);
    const asked = await post(`/case/${caseId}/document-requests`, officer, {
      items: [
        { kind: 'PHOTOS', dueOn: addDays(londonDay(new Date()), 7) },
        { kind: 'OTHER', details: 'Tenancy agreement', dueOn: addDays(londonDay(new Date()), 7) },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const newest = await officerPage(caseId);
    expect(newest.entries).toHaveLength(CONVERSATION_PAGE_SIZE);
    // Oldest first within the page; the request's two items are one entry.
    expect(textsOf(newest.entries)).toEqual([
      ...numbered('Reply', 12, 60),
      'Newest words',
      'document-request',
    ]);
    expect(newest.entries.at(-1)).toMatchObject({ labels: ['Photos', 'Tenancy agreement'] });
    expect(newest.nextCursor).not.toBeNull();

    const earlier = await officerPage(caseId, newest.nextCursor ?? undefined);
    expect(textsOf(earlier.entries)).toEqual(numbered('Reply', 0, 12));
    expect(earlier.nextCursor).toBeNull();
    const keys = [...earlier.entries, ...newest.entries].map((entry) => entry.key);
    expect(new Set(keys).size).toBe(62);
  });

  it('keeps the page before the same when a message arrives between two reads', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    await seedReplies(caseId, 55, 'Old');
    const first = await officerPage(caseId);
    expect(textsOf(first.entries)).toEqual(numbered('Old', 5, 55));

    expect((await post('/portal/message', applicant, { message: 'Meanwhile' })).statusCode).toBe(200);
    const before = await officerPage(caseId, first.nextCursor ?? undefined);
    expect(textsOf(before.entries)).toEqual(numbered('Old', 0, 5));
    expect(before.nextCursor).toBeNull();

    // Read afresh, the newest page takes the new message and leaves one more before it.
    const again = await officerPage(caseId);
    expect(textsOf(again.entries)).toEqual([...numbered('Old', 6, 55), 'Meanwhile']);
    const rest = await officerPage(caseId, again.nextCursor ?? undefined);
    expect(textsOf(rest.entries)).toEqual(numbered('Old', 0, 6));
  });

  it('pages the applicant through their own case only, whatever cursor they give', async () => {
    const mine = await signedInApplicant(context, officer);
    const theirs = await signedInApplicant(context, officer);
    await seedReplies(await caseOf(mine), 52, 'Mine');
    await seedReplies(await caseOf(theirs), 3, 'Theirs', 2);

    const newest = await portalPage(mine);
    expect(textsOf(newest.entries)).toEqual(numbered('Mine', 2, 52));
    const earlier = await portalPage(mine, newest.nextCursor ?? undefined);
    expect(textsOf(earlier.entries)).toEqual(numbered('Mine', 0, 2));
    expect(earlier.nextCursor).toBeNull();

    // The other applicant given this cursor reads their own case before that time, nothing of mine.
    const elsewhere = await portalPage(theirs, newest.nextCursor ?? undefined);
    expect(textsOf(elsewhere.entries)).toEqual(numbered('Theirs', 0, 3));
  });

  it('refuses a cursor the server did not give (400), to the officer and the applicant alike', async () => {
    const applicant = await signedInApplicant(context, officer);
    const caseId = await caseOf(applicant);
    for (const cursor of [
      'yesterday',
      '2026-13-45T99:99:99.000Z|reply:000000000001',
      `x${'9'.repeat(300)}`,
    ]) {
      const officers = await get(`/case/${caseId}/conversation`, officer, { cursor });
      expect(officers.statusCode, cursor).toBe(400);
      expect(officers.json()).toMatchObject({
        data: { fields: { cursor: [CASE_TIMELINE_MESSAGES.cursor] } },
      });
      const portal = await get('/portal/conversation', applicant, { cursor });
      expect(portal.statusCode, cursor).toBe(400);
      expect(portal.body).toContain(CASE_TIMELINE_MESSAGES.cursor);
    }
  });
});
