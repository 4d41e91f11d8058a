import {
  CASE_MESSAGES,
  DISPOSAL_MESSAGES,
  LINKED_CASE_MESSAGES,
  type CaseLinkList,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseLinks, cases } from '../../db/schema';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

async function linksOf(who: SignedInUser, caseId: number): Promise<CaseLinkList> {
  const response = await get(`/case/${caseId}/links`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseLinkList }>().data;
}

async function numberOf(caseId: number): Promise<string> {
  const [row] = await context.db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row?.caseNumber ?? '';
}

const link = async (who: SignedInUser, caseId: number, otherId: number, kind = 'REPEAT_REFERRAL') =>
  post(`/case/${caseId}/links`, who, { caseNumber: await numberOf(otherId), kind });

describe('linking cases', () => {
  it('links two cases once, shows the link on both, and audits it on both', async () => {
    const { officer } = people;
    const first = await openOfficersCase(context, people);
    const second = await openOfficersCase(context, people, { clientFirstName: 'Phil' });
    const secondNumber = await numberOf(second);

    const added = await post(`/case/${second}/links`, officer, {
      caseNumber: ` ${(await numberOf(first)).toLowerCase()} `,
      kind: 'SAME_HOUSEHOLD',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(LINKED_CASE_MESSAGES.linked(await numberOf(first)));
    const made = added.json().data;
    expect(made).toMatchObject({
      kind: 'SAME_HOUSEHOLD',
      otherCase: { id: first, caseNumber: await numberOf(first), clientName: 'Jill Archer' },
      linkedByName: expect.stringMatching(/\S/),
    });

    expect((await linksOf(officer, first)).links).toEqual([
      {
        ...made,
        otherCase: {
          id: second,
          caseNumber: secondNumber,
          clientName: 'Phil Archer',
          statusName: expect.any(String),
        },
      },
    ]);
    expect(await linksOf(officer, second)).toMatchObject({
      links: [made],
      hiddenCount: 0,
      can: { change: true },
    });
    const [row] = await context.db.select().from(caseLinks).where(eq(caseLinks.id, made.id));
    expect(row).toMatchObject({ firstCaseId: first, secondCaseId: second });

    expect(await lastAudit(context.db, 'case.link', first)).toMatchObject({
      actorId: officer.id,
      entityType: 'case',
      after: {
        linkId: made.id,
        linkedCaseId: second,
        linkedCaseNumber: secondNumber,
        kind: 'SAME_HOUSEHOLD',
      },
    });
    expect(await lastAudit(context.db, 'case.link', second)).toMatchObject({
      after: { linkId: made.id, linkedCaseId: first, kind: 'SAME_HOUSEHOLD' },
    });

    // Twice, from either side, and a case to itself are refused with a clear message.
    const again = await link(officer, first, second, 'SAME_PROPERTY');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LINKED_CASE_MESSAGES.already(secondNumber));
    const itself = await link(officer, first, first);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().data.fields).toEqual({ caseNumber: [LINKED_CASE_MESSAGES.self] });
    expect(await context.db.select().from(caseLinks).where(eq(caseLinks.firstCaseId, first))).toHaveLength(1);
  });

  it('removes a link from either case, audited on both', async () => {
    const { officer } = people;
    const first = await openOfficersCase(context, people);
    const second = await openOfficersCase(context, people);
    const made = (await link(officer, first, second)).json().data;

    const removed = await post(`/case/${second}/links/${made.id}/remove`, officer);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(LINKED_CASE_MESSAGES.unlinked(await numberOf(first)));
    expect((await linksOf(officer, first)).links).toEqual([]);
    expect((await linksOf(officer, second)).links).toEqual([]);
    for (const [on, to] of [
      [first, second],
      [second, first],
    ]) {
      expect(await lastAudit(context.db, 'case.unlink', on ?? 0)).toMatchObject({
        before: { linkId: made.id, linkedCaseId: to, kind: 'REPEAT_REFERRAL' },
      });
    }
    expect((await post(`/case/${second}/links/${made.id}/remove`, officer)).statusCode).toBe(404);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const refused = await post(`/case/${caseId}/links`, officer, { caseNumber: 'case 42', kind: 'COUSINS' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({
      caseNumber: [LINKED_CASE_MESSAGES.caseNumberFormat],
      kind: [LINKED_CASE_MESSAGES.kindRequired],
    });
    const empty = await post(`/case/${caseId}/links`, officer, { caseNumber: '  ', kind: 'SAME_PROPERTY' });
    expect(empty.json().data.fields).toEqual({ caseNumber: [LINKED_CASE_MESSAGES.caseNumberRequired] });
    expect((await post(`/case/${caseId}/links/abc/remove`, officer)).statusCode).toBe(400);
    expect((await linksOf(officer, caseId)).links).toEqual([]);
  });

  it('keeps links to cases the caller can see: another authority, another officer and a restricted case are not found', async () => {
    const { officer, colleague, reader, admin, outsider, platformAdmin, caseOf } = people;
    const mine = await openOfficersCase(context, people);
    const outsidersCase = await post('/case/add', outsider, {
      clientFirstName: 'Other',
      clientLastName: 'Council',
      addressLine1: '1 Far Road',
      postCode: 'M1 1AA',
    });
    const outsiderCaseId = outsidersCase.json<{ data: { id: number } }>().data.id;

    for (const other of [outsiderCaseId, caseOf.colleague]) {
      const refused = await link(officer, mine, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(LINKED_CASE_MESSAGES.otherCaseNotFound);
    }
    // The case itself, to those who cannot see it.
    for (const who of [outsider, colleague]) {
      expect((await get(`/case/${mine}/links`, who)).statusCode).toBe(404);
      const added = await link(who, mine, caseOf.colleague);
      expect(added.statusCode).toBe(404);
      expect(added.json().message).toBe(CASE_MESSAGES.notFound);
    }
    expect((await get(`/case/${mine}/links`, platformAdmin)).statusCode).toBe(403);

    // The admin links the officer's case to the colleague's: the officer sees the link counted only.
    const made = (await link(admin, mine, caseOf.colleague, 'SAME_PROPERTY')).json().data;
    expect(await linksOf(officer, mine)).toEqual({ links: [], hiddenCount: 1, can: { change: true } });
    expect((await post(`/case/${mine}/links/${made.id}/remove`, officer)).statusCode).toBe(404);
    expect((await linksOf(admin, mine)).links).toMatchObject([{ id: made.id }]);

    // A restricted case is not found by an admin it does not name.
    const otherAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    const secret = await openOfficersCase(context, people);
    const restricted = await post(`/case/${secret}/restriction`, admin, { userIds: [admin.id, officer.id] });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect((await link(otherAdmin, mine, secret)).statusCode).toBe(404);
    expect((await link(admin, mine, secret)).statusCode).toBe(200);
    expect(await linksOf(otherAdmin, mine)).toMatchObject({ hiddenCount: 1 });

    // READONLY reads a case's links and changes none.
    const readersLink = (await link(admin, caseOf.reader, mine)).json().data;
    expect(await linksOf(reader, caseOf.reader)).toMatchObject({ hiddenCount: 1, can: { change: false } });
    expect((await link(reader, caseOf.reader, mine)).statusCode).toBe(403);
    expect((await post(`/case/${caseOf.reader}/links/${readersLink.id}/remove`, reader)).statusCode).toBe(
      403,
    );
  });

  it('keeps a disposed case’s links but refuses new ones, and deletes links with their case', async () => {
    const { officer } = people;
    const kept = await openOfficersCase(context, people);
    const disposed = await openOfficersCase(context, people);
    const third = await openOfficersCase(context, people);
    const made = (await link(officer, kept, disposed)).json().data;
    await context.db.update(cases).set({ disposedAt: new Date() }).where(eq(cases.id, disposed));

    expect(await linksOf(officer, disposed)).toMatchObject({
      links: [{ id: made.id }],
      can: { change: false },
    });
    const onDisposed = await link(officer, disposed, third);
    expect(onDisposed.statusCode).toBe(409);
    expect(onDisposed.json().message).toBe(DISPOSAL_MESSAGES.caseDisposed);
    const toDisposed = await link(officer, third, disposed);
    expect(toDisposed.statusCode).toBe(409);
    expect(toDisposed.json().message).toBe(LINKED_CASE_MESSAGES.otherDisposed(await numberOf(disposed)));
    // Its links stay, from either side.
    const fromDisposed = await post(`/case/${disposed}/links/${made.id}/remove`, officer);
    expect(fromDisposed.statusCode).toBe(409);
    const fromKept = await post(`/case/${kept}/links/${made.id}/remove`, officer);
    expect(fromKept.statusCode).toBe(409);
    expect(fromKept.json().message).toBe(LINKED_CASE_MESSAGES.otherDisposedKept(await numberOf(disposed)));
    expect((await linksOf(officer, kept)).links).toMatchObject([{ id: made.id }]);

    await context.db.delete(cases).where(eq(cases.id, disposed));
    expect(await context.db.select().from(caseLinks).where(eq(caseLinks.id, made.id))).toEqual([]);
    expect((await linksOf(officer, kept)).links).toEqual([]);
  });
});
