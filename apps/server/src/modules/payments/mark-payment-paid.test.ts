import { PAYMENT_MESSAGES, STALE_RECORD_MESSAGE, type CaseMaster } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, casePayments } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestGrant } from '../../test/grants';
import { approvedCase, paymentCalls } from '../../test/payments';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get } = apiCalls(context);
const { paymentsOf, requested, change, changed } = paymentCalls(context);

let authoriser: SignedInUser;
beforeAll(async () => {
  authoriser = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
});

const today = () => londonDay(new Date());
const paidAs = (paidOn: string, financeReference = 'AP-884120') => ({ paidOn, financeReference });

const rowOf = async (id: number) =>
  (await context.db.select().from(casePayments).where(eq(casePayments.id, id)))[0];

/** A payment of the officer's case requested and authorised, ready to be paid. */
async function authorisedPayment(caseId: number, amountPence = 100_000) {
  return changed(caseId, 'authorise', authoriser, await requested(caseId, people.officer, { amountPence }));
}

describe('marking a payment paid', () => {
  it('records the day and the finance reference of an authorised payment, and the totals follow', async () => {
    const caseId = await approvedCase(context, people);
    const authorised = await authorisedPayment(caseId, 300_000);
    const paid = await changed(caseId, 'paid', people.officer, authorised, paidAs(today()));
    expect(paid).toMatchObject({
      state: 'PAID',
      paid: { name: 'Sam Officer', paidOn: today(), financeReference: 'AP-884120' },
      version: 3,
    });
    expect((await paymentsOf(caseId, people.officer)).totals).toEqual({
      approvedTotalPence: 850_000,
      requestedPence: 0,
      authorisedPence: 0,
      paidPence: 300_000,
      leftPence: 550_000,
    });
    expect(await lastAudit(context.db, 'payment.paid', caseId)).toMatchObject({
      actorId: people.officer.id,
      before: { state: 'AUTHORISED', version: 2 },
      after: { state: 'PAID', version: 3, paidOn: today(), financeReference: 'AP-884120' },
    });
  });

  it('takes an authorised payment only, at the version read', async () => {
    const caseId = await approvedCase(context, people);
    const waiting = await requested(caseId, people.officer);
    const notYet = await change(caseId, 'paid', people.officer, waiting, paidAs(today()));
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json()).toMatchObject({ message: PAYMENT_MESSAGES.notAuthorised });

    const authorised = await changed(caseId, 'authorise', authoriser, waiting);
    const stale = await change(caseId, 'paid', people.officer, waiting, paidAs(today()));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: STALE_RECORD_MESSAGE,
      data: { current: { payments: [{ id: waiting.id, state: 'AUTHORISED' }] } },
    });
    const paid = await changed(caseId, 'paid', people.officer, authorised, paidAs(today()));
    const again = await change(caseId, 'paid', people.officer, paid, paidAs(today()));
    expect(again.statusCode).toBe(422);
    expect(await rowOf(paid.id)).toMatchObject({ state: 'PAID', version: 3 });
  });

  it('refuses a day in the future or before the payment was authorised (UK days)', async () => {
    const caseId = await approvedCase(context, people);
    const authorised = await authorisedPayment(caseId);
    const future = await change(caseId, 'paid', people.officer, authorised, paidAs(addDays(today(), 1)));
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      message: PAYMENT_MESSAGES.paidFuture,
      data: { fields: { paidOn: [PAYMENT_MESSAGES.paidFuture] } },
    });
    const early = await change(caseId, 'paid', people.officer, authorised, paidAs(addDays(today(), -1)));
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: PAYMENT_MESSAGES.paidBeforeAuthorised });
    expect(await rowOf(authorised.id)).toMatchObject({ state: 'AUTHORISED', paidOn: null, version: 2 });

    // Authorised days ago, it may be paid on that day.
    const authorisedOn = addDays(today(), -4);
    await context.db
      .update(casePayments)
      .set({ authorisedAt: new Date(`${authorisedOn}T12:00:00Z`) })
      .where(eq(casePayments.id, authorised.id));
    expect(
      (await changed(caseId, 'paid', people.officer, authorised, paidAs(authorisedOn))).paid?.paidOn,
    ).toBe(authorisedOn);
  });

  it('is for those who change the case, on the cases they reach', async () => {
    const caseId = await approvedCase(context, people);
    const authorised = await authorisedPayment(caseId);
    expect((await change(caseId, 'paid', people.reader, authorised, paidAs(today()))).statusCode).toBe(403);
    expect((await change(caseId, 'paid', people.colleague, authorised, paidAs(today()))).statusCode).toBe(
      404,
    );
    expect((await change(caseId, 'paid', people.outsider, authorised, paidAs(today()))).statusCode).toBe(404);
    const missing = await change(caseId, 'paid', people.officer, authorised, {
      paidOn: '',
      financeReference: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(await rowOf(authorised.id)).toMatchObject({ state: 'AUTHORISED', version: 2 });
  });
});

describe('the applicant’s view of payments', () => {
  it('shows the payments made, oldest first, and nothing of those requested, authorised or rejected', async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const [followed] = await context.db
      .select({ caseId: applicantCases.caseId })
      .from(applicantCases)
      .where(eq(applicantCases.applicantId, applicant.id));
    const caseId = followed?.caseId ?? 0;
    await createTestGrant(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      caseId,
      createdById: people.officer.id,
      proposed: true,
      approved: { byId: people.admin.id },
    });
    const later = await authorisedPayment(caseId, 200_000);
    const earlier = await authorisedPayment(caseId, 300_000);
    await changed(caseId, 'paid', people.officer, later, paidAs(today()));
    await context.db
      .update(casePayments)
      .set({ authorisedAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(casePayments.id, earlier.id));
    await changed(caseId, 'paid', people.officer, earlier, paidAs(addDays(today(), -2)));
    await requested(caseId, people.officer, { amountPence: 1_000, invoiceReference: 'INV-SECRET' });
    const rejected = await requested(caseId, people.officer, { amountPence: 2_000 });
    await changed(caseId, 'reject', authoriser, rejected, { reason: 'Duplicate' });
    await authorisedPayment(caseId, 3_000);

    const response = await get('/portal/case', applicant);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/INV-|AP-884120|Duplicate|financeReference/);
    expect(response.json<{ data: CaseMaster }>().data.grant?.paymentsMade).toEqual([
      { kind: 'INTERIM', paidOn: addDays(today(), -2), amountPence: 300_000 },
      { kind: 'INTERIM', paidOn: today(), amountPence: 200_000 },
    ]);
  });
});
