import {
  PAYMENT_ALARM,
  PAYMENT_MESSAGES,
  STALE_RECORD_MESSAGE,
  type AlarmList,
  type CasePayments,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionDiaries, actionItems, casePayments } from '../../db/schema';
import { apiCalls, lastAudit, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { approvedCase, letOfficersAuthorisePayments, paymentCalls } from '../../test/payments';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get } = apiCalls(context);
const { paymentsOf, requested, change, changed } = paymentCalls(context);

/** A second authority ADMIN, named apart from the others, who authorises what the officer requests. */
let authoriser: SignedInUser;
beforeAll(async () => {
  authoriser = await signedInUser(context, {
    authorityId: people.authorityId,
    role: 'ADMIN',
    firstName: 'Ruth',
    lastName: 'Archer',
  });
});

/** The officer's alarms: each "{prefix} - {description}". */
async function alarmsOf(officer: SignedInUser): Promise<string[]> {
  const response = await get(`/dashboard/action-items/${officer.id}/50/50`, officer);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AlarmList }>().data.data.map((alarm) => alarm.actionItemDetail);
}

/** The items of the case's Payments diary: their descriptions and notes. */
const paymentsDiaryOf = (caseId: number) =>
  context.db
    .select({ description: actionItems.description, text: actionItems.textBody })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .where(and(eq(actionItems.caseId, caseId), eq(actionDiaries.title, PAYMENT_ALARM.diaryTitle)));

const stateOf = async (id: number) =>
  (await context.db.select().from(casePayments).where(eq(casePayments.id, id)))[0];

describe('authorising a payment', () => {
  it('is done by an authority ADMIN who did not request it, and rings the case officer’s alarm', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer, { amountPence: 123_456 });
    expect((await paymentsOf(caseId, authoriser)).can.authorise).toBe(true);
    const authorised = await changed(caseId, 'authorise', authoriser, payment);
    expect(authorised).toMatchObject({
      state: 'AUTHORISED',
      authorised: { name: 'Ruth Archer' },
      rejected: null,
      version: 2,
    });
    const words = PAYMENT_ALARM.authorised('£1,234.56', 'Ruth Archer');
    expect(await alarmsOf(people.officer)).toContain(`Other - ${words}`);
    expect(await paymentsDiaryOf(caseId)).toEqual([{ description: words, text: words }]);
    expect(await lastAudit(context.db, 'payment.authorise', caseId)).toMatchObject({
      actorId: authoriser.id,
      before: { paymentId: payment.id, state: 'REQUESTED', version: 1, amountPence: 123_456 },
      after: { paymentId: payment.id, state: 'AUTHORISED', version: 2 },
    });
    const totals = (await paymentsOf(caseId, people.officer)).totals;
    expect(totals).toMatchObject({
      requestedPence: 0,
      authorisedPence: 123_456,
      leftPence: 850_000 - 123_456,
    });
  });

  it('is never done by the person who requested the payment, whoever they are', async () => {
    const caseId = await approvedCase(context, people);
    const own = await requested(caseId, people.admin);
    expect((await paymentsOf(caseId, people.admin)).payments[0]?.requested.byCaller).toBe(true);
    for (const path of ['authorise', 'reject']) {
      const refused = await change(caseId, path, people.admin, own, { reason: 'Mine' });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.ownRequest });
    }
    expect(await stateOf(own.id)).toMatchObject({ state: 'REQUESTED', version: 1 });
    // Nor can anything below the application make it so.
    await expect(
      context.db
        .update(casePayments)
        .set({ state: 'AUTHORISED', authorisedById: people.admin.id, authorisedAt: new Date() })
        .where(eq(casePayments.id, own.id)),
    ).rejects.toThrow();
  });

  it('is for a read-write officer only where the authority lets officers authorise, on any of its cases', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    expect((await paymentsOf(caseId, people.officer)).can.authorise).toBe(false);
    const refused = await change(caseId, 'authorise', people.colleague, payment);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.mayNotAuthorise });
    expect((await change(caseId, 'authorise', people.reader, payment)).statusCode).toBe(403);
    expect(await stateOf(payment.id)).toMatchObject({ state: 'REQUESTED', version: 1 });

    await letOfficersAuthorisePayments(context.db, people.authorityId);
    try {
      expect((await paymentsOf(caseId, people.officer)).can.authorise).toBe(true);
      // The case is the officer's, not the colleague's: an authoriser reaches every case.
      expect((await changed(caseId, 'authorise', people.colleague, payment)).state).toBe('AUTHORISED');
    } finally {
      await letOfficersAuthorisePayments(context.db, people.authorityId, false);
    }
  });

  it('takes a payment awaiting authorisation only', async () => {
    const caseId = await approvedCase(context, people);
    const authorised = await changed(
      caseId,
      'authorise',
      authoriser,
      await requested(caseId, people.officer),
    );
    for (const path of ['authorise', 'reject']) {
      const refused = await change(caseId, path, people.admin, authorised, { reason: 'Again' });
      expect(refused.statusCode, path).toBe(422);
      expect(refused.json()).toMatchObject({ message: PAYMENT_MESSAGES.notRequested });
    }
    expect(await stateOf(authorised.id)).toMatchObject({ state: 'AUTHORISED', version: 2 });
  });

  it('gives one success and one 409 when two authorise it at once, and rings one alarm', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    const answers = await Promise.all([
      change(caseId, 'authorise', authoriser, payment),
      change(caseId, 'authorise', people.admin, payment),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({
      message: STALE_RECORD_MESSAGE,
      data: { current: { payments: [{ id: payment.id, state: 'AUTHORISED', version: 2 }] } },
    });
    expect(await paymentsDiaryOf(caseId)).toHaveLength(1);
    expect(await stateOf(payment.id)).toMatchObject({ state: 'AUTHORISED', version: 2 });
  });

  it('answers a stale version with a 409 and the payments as they are, changing nothing', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    const stale = await change(caseId, 'authorise', authoriser, { id: payment.id, version: 7 });
    expect(stale.statusCode).toBe(409);
    const current = stale.json<{ data: { current: CasePayments } }>().data.current;
    expect(current.payments).toMatchObject([{ id: payment.id, state: 'REQUESTED', version: 1 }]);
    expect(await paymentsDiaryOf(caseId)).toEqual([]);
  });

  it('finds no payment of another case, nor any case of another authority', async () => {
    const caseId = await approvedCase(context, people);
    const otherCase = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer);
    expect((await change(otherCase, 'authorise', authoriser, payment)).statusCode).toBe(404);
    expect((await change(caseId, 'authorise', people.outsider, payment)).statusCode).toBe(404);
    expect(await stateOf(payment.id)).toMatchObject({ state: 'REQUESTED', version: 1 });
  });
});

describe('rejecting a payment', () => {
  it('needs the reason, keeps it, gives the amount back and tells the officer why', async () => {
    const caseId = await approvedCase(context, people);
    const payment = await requested(caseId, people.officer, { amountPence: 50_000 });
    const noReason = await change(caseId, 'reject', authoriser, payment, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(await stateOf(payment.id)).toMatchObject({ state: 'REQUESTED', version: 1 });

    const rejected = await changed(caseId, 'reject', authoriser, payment, {
      reason: 'The invoice is for another address',
    });
    expect(rejected).toMatchObject({
      state: 'REJECTED',
      authorised: null,
      rejected: { name: 'Ruth Archer', reason: 'The invoice is for another address' },
      version: 2,
    });
    expect((await paymentsOf(caseId, people.officer)).totals).toMatchObject({
      requestedPence: 0,
      leftPence: 850_000,
    });
    const words = PAYMENT_ALARM.rejected('£500.00', 'Ruth Archer', 'The invoice is for another address');
    expect(await alarmsOf(people.officer)).toContain(`Other - ${words}`);
    expect(await lastAudit(context.db, 'payment.reject', caseId)).toMatchObject({
      before: { state: 'REQUESTED', version: 1 },
      after: { state: 'REJECTED', version: 2, reason: 'The invoice is for another address' },
    });
  });
});
