import type { CasePayments } from '@casekeeper/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { casePayments } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { createTestAuthority } from '../../test/accounts';
import { signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import type { CaseWorkers } from '../../test/case-workers';
import { grantCalls } from '../../test/grants';
import { approvedCase, letOfficersAuthorisePayments, paymentCalls } from '../../test/payments';

/**
 * Whatever is asked of a case's payments and its grant, in whatever order, by whoever, two at a
 * time or one: the payments not rejected never come to more than the approved total (the approval
 * and its approved variations), and nobody authorises or rejects a payment they requested.
 */

const context = useTestApp();
const { paymentsOf, request, change } = paymentCalls(context);
const grant = grantCalls(context);

/** One authority: an officer whose cases these are, who may authorise (the authority lets officers), and two ADMINs. */
let people: CaseWorkers;
let actors: SignedInUser[];
beforeAll(async () => {
  const authorityId = await createTestAuthority(context.db);
  const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  const admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  const secondAdmin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  await letOfficersAuthorisePayments(context.db, authorityId);
  people = { authorityId, officer, admin } as CaseWorkers;
  actors = [officer, admin, secondAdmin];
});

type Action =
  | { kind: 'request'; by: number; percent: number; final: boolean }
  | { kind: 'authorise' | 'reject' | 'paid'; by: number; pick: number }
  | { kind: 'vary'; by: number; changePence: number };

const by = fc.nat({ max: 2 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      by,
      // Of the approved total at the start: now and then more than all of it.
      percent: fc.integer({ min: 1, max: 110 }),
      final: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('authorise' as const, 'reject' as const, 'paid' as const),
      by,
      pick: fc.nat({ max: 9 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('vary' as const),
      by,
      changePence: fc.integer({ min: -400_000, max: 300_000 }).filter((pence) => pence !== 0),
    }),
  },
);
/** A step: one action, or two at once. */
const step = fc.oneof(
  { weight: 3, arbitrary: action.map((one) => [one]) },
  { weight: 1, arbitrary: fc.tuple(action, action) },
);

type Outcome = { action: Action; status: number; requesterActed?: boolean };

const actor = (index: number): SignedInUser => {
  const found = actors[index % actors.length];
  if (!found) throw new Error('no actor');
  return found;
};

/** The state a payment is in for the action to be one it may take: a wrong one is tried too, when none is. */
const STATE_FOR = { authorise: 'REQUESTED', reject: 'REQUESTED', paid: 'AUTHORISED' } as const;

async function perform(
  caseId: number,
  totalPence: number,
  seen: CasePayments,
  one: Action,
): Promise<Outcome> {
  const who = actor(one.by);
  if (one.kind === 'request') {
    const response = await request(caseId, who, {
      kind: one.final ? 'FINAL' : 'INTERIM',
      amountPence: Math.max(1, Math.round((totalPence * one.percent) / 100)),
    });
    return { action: one, status: response.statusCode };
  }
  if (one.kind === 'vary') {
    const added = await grant.change(caseId, 'variations/add', who, {
      variation: {
        worksAdded: null,
        worksRemoved: null,
        costChangePence: one.changePence,
        reason: 'Property',
      },
    });
    if (added.statusCode !== 200 || one.changePence < 0) return { action: one, status: added.statusCode };
    const variations = added.json<{ data: { variations: { id: number }[] } }>().data.variations;
    // A raise is approved by an ADMIN other than who recorded it: the actors after the officer are ADMINs.
    const approver = actor(one.by === 1 ? 2 : 1);
    const approved = await grant.change(caseId, 'variations/approve', approver, {
      id: variations.at(-1)?.id,
    });
    return { action: one, status: approved.statusCode };
  }
  const fitting = seen.payments.filter((candidate) => candidate.state === STATE_FOR[one.kind]);
  const choices = fitting.length > 0 ? fitting : seen.payments;
  const payment = choices[one.pick % Math.max(choices.length, 1)];
  if (!payment) return { action: one, status: 0 };
  const body =
    one.kind === 'reject'
      ? { reason: 'Not this one' }
      : one.kind === 'paid'
        ? { paidOn: londonDay(new Date()), financeReference: 'AP-PROP' }
        : {};
  const response = await change(caseId, one.kind, who, payment, body);
  return {
    action: one,
    status: response.statusCode,
    // Read by the actor: `byCaller` says they requested it.
    requesterActed: one.kind !== 'paid' && payment.requested.byCaller,
  };
}

/** The approved total as the tables hold it, and what the payments not rejected come to. */
async function ledgerOf(caseId: number) {
  const result = await context.db.execute<{ approved: number; committed: number }>(sql`
    select
      (select g.approved_total_pence + coalesce((select sum(v.cost_change_pence) from case_grant_variations v
         where v.authority_id = g.authority_id and v.case_id = g.case_id and v.state = 'APPROVED'), 0)
       from case_grants g where g.case_id = ${caseId})::int as approved,
      (select coalesce(sum(p.amount_pence), 0) from case_payments p
       where p.case_id = ${caseId} and p.state <> 'REJECTED')::int as committed`);
  const [row] = result.rows;
  if (!row) throw new Error('no ledger');
  return row;
}

describe('payments against the approved total', () => {
  it('never come to more than it, nor let one person request and authorise one payment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50_000, max: 900_000 }),
        fc.array(step, { minLength: 2, maxLength: 8 }),
        async (totalPence, steps) => {
          const caseId = await approvedCase(context, people, totalPence);
          for (const actions of steps) {
            // Each actor acts on the payments as they last read them (versions included).
            const outcomes = await Promise.all(
              actions.map(async (one) =>
                perform(caseId, totalPence, await paymentsOf(caseId, actor(one.by)), one),
              ),
            );
            for (const outcome of outcomes) {
              expect(outcome.status, JSON.stringify(outcome.action)).toBeLessThan(500);
              if (outcome.requesterActed) expect(outcome.status).toBe(403);
            }
            const ledger = await ledgerOf(caseId);
            expect(ledger.committed).toBeLessThanOrEqual(ledger.approved);
          }
          const rows = await context.db.select().from(casePayments).where(eq(casePayments.caseId, caseId));
          for (const row of rows) {
            expect([row.authorisedById, row.rejectedById]).not.toContain(row.requestedById);
          }
        },
      ),
      { numRuns: 24 },
    );
  }, 120_000);
});
