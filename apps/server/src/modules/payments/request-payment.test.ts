import {
  MAX_PAYMENTS_PER_CASE,
  PAYMENT_MESSAGES,
  STATUS_DATE_MESSAGES,
  STATUS_ID,
  type CasePayments,
} from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casePayments, cases, caseStatusHistory } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import { apiCalls, lastAudit } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { backdateCaseHistory } from '../../test/case-history';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { approvedCase, createTestPayment, paymentCalls, paymentOf } from '../../test/payments';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const { paymentsOf, request, requested, changed } = paymentCalls(context);

const today = () => londonDay(new Date());

const paymentsStored = (caseId: number) => context.db.$count(casePayments, eq(casePayments.caseId, caseId));

const statusOf = async (caseId: number) =>
  (await context.db.select({ statusId: cases.statusId }).from(cases).where(eq(cases.id, caseId)))[0]
    ?.statusId;

const setStatus = (caseId: number, statusId: number) =>
  context.db.update(cases).set({ statusId }).where(eq(cases.id, caseId));

const answerOf = (response: { json(): unknown }) => (response.json() as { data: CasePayments }).data;
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields?: Record<string, string[]> } }).data.fields;

describe('requesting a payment', () => {
  it('waits for the grant to be approved: no totals, nothing to request, and a request refused', async () => {
    const caseId = await openOfficersCase(context, people);
    expect(await paymentsOf(caseId, people.officer)).toEqual({
      caseId,
      totals: null,
      payments: [],
      can: { request: false, authorise: false, markPaid: true },
    });
    const refused = await request(caseId, people.officer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.notApproved });
    expect(await paymentsStored(caseId)).toBe(0);
  });

  it('records the payment as asked, to the accepted quote’s contractor or the client, and the totals follow', async () => {
    const caseId = await approvedCase(context, people);
    expect((await paymentsOf(caseId, people.officer)).can.request).toBe(true);
    const payment = await requested(caseId, people.officer, {
      amountPence: 250_000,
      invoiceReference: 'INV-2026-0412',
      note: 'First stage: stripping out',
    });
    expect(payment).toMatchObject({
      kind: 'INTERIM',
      amountPence: 250_000,
      payee: 'CONTRACTOR',
      payeeName: 'Acme Adaptations Ltd',
      invoiceReference: 'INV-2026-0412',
      certifiedOn: today(),
      note: 'First stage: stripping out',
      invoiceFile: null,
      state: 'REQUESTED',
      requested: { name: 'Sam Officer', byCaller: true },
      authorised: null,
      rejected: null,
      paid: null,
      version: 1,
    });
    const toClient = await requested(caseId, people.officer, { payee: 'APPLICANT', amountPence: 50_000 });
    expect(toClient.payeeName).toBe('Jill Archer');

    const asAdmin = await paymentsOf(caseId, people.admin);
    expect(asAdmin.totals).toEqual({
      approvedTotalPence: 850_000,
      requestedPence: 300_000,
      authorisedPence: 0,
      paidPence: 0,
      leftPence: 550_000,
    });
    expect(asAdmin.payments.map((one) => one.requested.byCaller)).toEqual([false, false]);
    expect(asAdmin.can).toEqual({ request: true, authorise: true, markPaid: true });
    expect(await lastAudit(context.db, 'payment.request', caseId)).toMatchObject({
      actorId: people.officer.id,
      before: { leftPence: 600_000 },
      after: { paymentId: toClient.id, payee: 'APPLICANT', payeeName: 'Jill Archer', amountPence: 50_000 },
    });
  });

  it('never lets the payments not rejected pass the approved total, and says how much is left', async () => {
    const caseId = await approvedCase(context, people);
    const first = await requested(caseId, people.officer, { amountPence: 600_000 });
    const beyond = await request(caseId, people.officer, { amountPence: 250_001 });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toMatchObject({ message: PAYMENT_MESSAGES.beyondApproved('£2,500.00') });
    expect(fieldsOf(beyond)).toEqual({
      'payment.amountPence': [PAYMENT_MESSAGES.beyondApproved('£2,500.00')],
    });
    expect(await paymentsStored(caseId)).toBe(1);

    // An authorised or paid payment still holds its share; a rejected one gives it back.
    const authorised = await changed(caseId, 'authorise', people.admin, first);
    expect((await request(caseId, people.officer, { amountPence: 250_001 })).statusCode).toBe(422);
    const paid = await changed(caseId, 'paid', people.officer, authorised, {
      paidOn: today(),
      financeReference: 'AP-1',
    });
    expect(paid.state).toBe('PAID');
    expect((await request(caseId, people.officer, { amountPence: 250_001 })).statusCode).toBe(422);
    const second = await requested(caseId, people.officer, { amountPence: 250_000 });
    expect((await paymentsOf(caseId, people.officer)).totals?.leftPence).toBe(0);
    await changed(caseId, 'reject', people.admin, second, { reason: 'Wrong invoice' });
    expect((await requested(caseId, people.officer, { amountPence: 250_000 })).amountPence).toBe(250_000);
  });

  it('lets only one of two requests at once take what is left', async () => {
    const caseId = await approvedCase(context, people, 300_000);
    const answers = await Promise.all([
      request(caseId, people.officer, { amountPence: 200_000 }),
      request(caseId, people.admin, { amountPence: 200_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await paymentsStored(caseId)).toBe(1);
  });

  it('refuses a certified day in the future, and bad input, each with a clear message, storing nothing', async () => {
    const caseId = await approvedCase(context, people);
    const future = await request(caseId, people.officer, { certifiedOn: addDays(today(), 1) });
    expect(future.statusCode).toBe(422);
    expect(fieldsOf(future)).toEqual({ 'payment.certifiedOn': [PAYMENT_MESSAGES.certifiedFuture] });
    const bad: [object, string, string][] = [
      [{ amountPence: 12.5 }, 'payment.amountPence', PAYMENT_MESSAGES.notWhole],
      [{ amountPence: 0 }, 'payment.amountPence', PAYMENT_MESSAGES.amount],
      [{ certifiedOn: '' }, 'payment.certifiedOn', PAYMENT_MESSAGES.certifiedMissing],
      [{ invoiceReference: '' }, 'payment.invoiceReference', 'Enter the invoice reference'],
    ];
    for (const [payment, field, message] of bad) {
      const response = await post(`/case/${caseId}/payments/request`, people.officer, {
        payment: paymentOf(payment),
      });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)?.[field], field).toEqual([message]);
    }
    expect(await paymentsStored(caseId)).toBe(0);
  });

  it(`holds at most ${MAX_PAYMENTS_PER_CASE} payments on a case`, async () => {
    const caseId = await approvedCase(context, people);
    for (let count = 0; count < MAX_PAYMENTS_PER_CASE; count += 1) {
      await createTestPayment(context.db, context.app.fileStorage, {
        authorityId: people.authorityId,
        caseId,
        requestedById: people.officer.id,
        amountPence: 100,
      });
    }
    const refused = await request(caseId, people.officer, { amountPence: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.tooMany });
    expect(await paymentsStored(caseId)).toBe(MAX_PAYMENTS_PER_CASE);
  });

  it('is for those who change the case: a reader is refused, another’s case and another authority’s are not found', async () => {
    const caseId = await approvedCase(context, people);
    expect((await request(caseId, people.reader)).statusCode).toBe(403);
    expect((await request(caseId, people.colleague)).statusCode).toBe(404);
    expect((await request(caseId, people.outsider)).statusCode).toBe(404);
    expect(await paymentsStored(caseId)).toBe(0);
    expect((await get(`/case/${caseId}/payments`, people.colleague)).statusCode).toBe(404);
    expect((await get(`/case/${caseId}/payments`, people.outsider)).statusCode).toBe(404);
  });
});

describe('the final payment', () => {
  it('moves a case whose works are under way to Works completed on the day the work was certified', async () => {
    const caseId = await approvedCase(context, people);
    await backdateCaseHistory(context.db, caseId, [addDays(today(), -30)]);
    await setStatus(caseId, STATUS_ID.WORKS_IN_PROGRESS);
    const certifiedOn = addDays(today(), -3);
    const final = await requested(caseId, people.officer, {
      kind: 'FINAL',
      amountPence: 850_000,
      certifiedOn,
    });
    expect(final).toMatchObject({ kind: 'FINAL', state: 'REQUESTED' });
    expect(await statusOf(caseId)).toBe(STATUS_ID.WORKS_COMPLETED);
    const [moved] = await context.db
      .select()
      .from(caseStatusHistory)
      .where(eq(caseStatusHistory.caseId, caseId))
      .orderBy(desc(caseStatusHistory.changedAt))
      .limit(1);
    expect(moved).toMatchObject({
      fromStatusId: STATUS_ID.WORKS_IN_PROGRESS,
      toStatusId: STATUS_ID.WORKS_COMPLETED,
      changedById: people.officer.id,
      changedAt: londonStartOf(certifiedOn),
    });
    expect(await lastAudit(context.db, 'case.status', caseId)).toMatchObject({
      before: { statusId: STATUS_ID.WORKS_IN_PROGRESS },
      after: { statusId: STATUS_ID.WORKS_COMPLETED, effectiveDate: certifiedOn, by: 'final payment' },
    });
    expect(await lastAudit(context.db, 'payment.request', caseId)).toMatchObject({
      after: { kind: 'FINAL', caseMovedTo: STATUS_ID.WORKS_COMPLETED },
    });
  });

  it('is the last: nothing more is requested once it stands, unless it is rejected', async () => {
    const caseId = await approvedCase(context, people);
    const final = await requested(caseId, people.officer, { kind: 'FINAL', amountPence: 100_000 });
    expect((await paymentsOf(caseId, people.officer)).can.request).toBe(false);
    const after = await request(caseId, people.officer, { amountPence: 100_000 });
    expect(after.statusCode).toBe(422);
    expect(after.json()).toMatchObject({ message: PAYMENT_MESSAGES.finalDone });
    await changed(caseId, 'reject', people.admin, final, { reason: 'Snagging not done' });
    expect((await paymentsOf(caseId, people.officer)).can.request).toBe(true);
    expect((await request(caseId, people.officer, { kind: 'FINAL' })).statusCode).toBe(200);
  });

  it('leaves a case at Works completed or Closed where it is, and is refused anywhere else', async () => {
    const closed = await approvedCase(context, people);
    await setStatus(closed, STATUS_ID.CLOSED);
    expect((await request(closed, people.officer, { kind: 'FINAL' })).statusCode).toBe(200);
    expect(await statusOf(closed)).toBe(STATUS_ID.CLOSED);

    const onHold = await approvedCase(context, people);
    await setStatus(onHold, STATUS_ID.ON_HOLD);
    const refused = await request(onHold, people.officer, { kind: 'FINAL' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.finalNeedsWorks });
    expect(await statusOf(onHold)).toBe(STATUS_ID.ON_HOLD);
    expect(await paymentsStored(onHold)).toBe(0);
    // An interim payment does not touch the case's status.
    expect((await request(onHold, people.officer)).statusCode).toBe(200);
  });

  it('is dated as a status change is: not before the case’s last change, and long after only with a note', async () => {
    const caseId = await approvedCase(context, people);
    await backdateCaseHistory(context.db, caseId, [addDays(today(), -5)]);
    const before = await request(caseId, people.officer, {
      kind: 'FINAL',
      certifiedOn: addDays(today(), -6),
    });
    expect(before.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(before) ?? {})).toEqual(['payment.certifiedOn']);

    await backdateCaseHistory(context.db, caseId, [addDays(today(), -40)]);
    const unexplained = await request(caseId, people.officer, {
      kind: 'FINAL',
      certifiedOn: addDays(today(), -30),
    });
    expect(fieldsOf(unexplained)).toEqual({ 'payment.note': [STATUS_DATE_MESSAGES.reasonNeeded] });
    expect(await statusOf(caseId)).toBe(STATUS_ID.APPROVED);
    expect(await paymentsStored(caseId)).toBe(0);
    const explained = await request(caseId, people.officer, {
      kind: 'FINAL',
      certifiedOn: addDays(today(), -30),
      note: 'Certificate found in the post room',
    });
    expect(answerOf(explained).payments).toHaveLength(1);
    expect(
      await context.db.$count(
        caseStatusHistory,
        and(
          eq(caseStatusHistory.caseId, caseId),
          eq(caseStatusHistory.note, 'Certificate found in the post room'),
        ),
      ),
    ).toBe(1);
  });
});
