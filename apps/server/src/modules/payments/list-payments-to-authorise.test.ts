import { PAYMENTS_TO_AUTHORISE_MAX, type PaymentsToAuthorise } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casePayments, cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { createCaseWorkers, type CaseWorkers } from '../../test/case-workers';
import {
  approvedCase,
  createTestPayment,
  letOfficersAuthorisePayments,
  paymentCalls,
} from '../../test/payments';

const context = useTestApp();
const { get } = apiCalls(context);
const { requested, changed } = paymentCalls(context);

async function listOf(who: SignedInUser): Promise<PaymentsToAuthorise> {
  const response = await get('/payments/to-authorise', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PaymentsToAuthorise }>().data;
}

/** An authority of its own for each test (the list is the whole authority's), with all its kinds of people. */
const freshPeople = (): Promise<CaseWorkers> => createCaseWorkers(context);

/** An authority of its own with an ADMIN and a read-write officer only: all some tests need. */
async function adminAndOfficer(): Promise<CaseWorkers> {
  const authorityId = await createTestAuthority(context.db);
  const admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  return { authorityId, admin, officer } as CaseWorkers;
}

describe('the payments to authorise', () => {
  it('lists the authority’s payments awaiting authorisation, oldest first, with their case, never the caller’s own', async () => {
    const people = await adminAndOfficer();
    const first = await approvedCase(context, people);
    const second = await approvedCase(context, people);
    await context.db
      .update(cases)
      .set({ clientFirstName: 'Peggy', clientLastName: 'Woolley' })
      .where(eq(cases.id, second));
    const oldest = await requested(second, people.officer, { amountPence: 10_000 });
    const byAdmin = await requested(first, people.admin, { amountPence: 20_000 });
    const newest = await requested(first, people.officer, { amountPence: 30_000 });
    const decided = await requested(first, people.officer, { amountPence: 40_000 });
    const authoriser = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    await changed(first, 'authorise', authoriser, decided);
    // Another authority's request is not seen.
    const elsewhere = await adminAndOfficer();
    await requested(await approvedCase(context, elsewhere), elsewhere.officer);

    const [numberOfSecond] = await context.db
      .select({ caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.id, second));
    const list = await listOf(people.admin);
    expect(list.count).toBe(2);
    expect(list.items.map((item) => item.payment.id)).toEqual([oldest.id, newest.id]);
    expect(list.items[0]).toMatchObject({
      caseId: second,
      caseNumber: numberOfSecond?.caseNumber,
      clientName: 'Peggy Woolley',
      payment: { amountPence: 10_000, state: 'REQUESTED', requested: { byCaller: false } },
    });
    expect((await listOf(authoriser)).items.map((item) => item.payment.id)).toEqual([
      oldest.id,
      byAdmin.id,
      newest.id,
    ]);
  });

  it('is for those who may authorise: a read-write officer only where the authority lets officers', async () => {
    const people = await freshPeople();
    const caseId = await approvedCase(context, people);
    await requested(caseId, people.admin);
    expect((await get('/payments/to-authorise', people.reader)).statusCode).toBe(403);
    // Every officer's page asks for the sidebar count: an answer, not a refusal, says none.
    expect(await listOf(people.officer)).toEqual({ items: [], count: 0, mayAuthorise: false });
    await letOfficersAuthorisePayments(context.db, people.authorityId);
    // Every case of the authority, not only those assigned to the officer.
    expect(await listOf(people.colleague)).toMatchObject({ count: 1, mayAuthorise: true });
  });

  it(`answers at most ${PAYMENTS_TO_AUTHORISE_MAX}, and counts them all`, async () => {
    const people = await adminAndOfficer();
    const { authorityId, admin, officer } = people;
    const caseId = await approvedCase(context, people, 10_000_000);
    const total = PAYMENTS_TO_AUTHORISE_MAX + 3;
    const requestedAt = Date.now() - total * 60_000;
    await context.db.insert(casePayments).values(
      Array.from({ length: total }, (_, index) => ({
        authorityId,
        caseId,
        kind: 'INTERIM' as const,
        amountPence: 100 + index,
        payee: 'CONTRACTOR' as const,
        payeeName: 'Acme Adaptations Ltd',
        invoiceReference: `INV-${index}`,
        certifiedOn: '2026-05-01',
        requestedById: officer.id,
        requestedAt: new Date(requestedAt + index * 60_000),
      })),
    );
    await createTestPayment(context.db, context.app.fileStorage, {
      authorityId,
      caseId,
      requestedById: admin.id,
    });
    const list = await listOf(admin);
    expect(list.count).toBe(total);
    expect(list.items).toHaveLength(PAYMENTS_TO_AUTHORISE_MAX);
    expect(list.items[0]?.payment.amountPence).toBe(100);
  });
});
