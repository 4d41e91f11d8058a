import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants, casePayments } from '../../db/schema';
import { approvedGrantTotalSql, committedAsAt } from '../grant-figures';
import { sumOf } from './figure-columns';

/** What was paid on each case of the authority after `asAt`: nothing while the year is under way. */
function paidAfter(db: Executor, authorityId: number, asAt: string) {
  return db
    .select({
      caseId: casePayments.caseId,
      pence: sql<number>`sum(${casePayments.amountPence})`.as('paid_after_pence'),
    })
    .from(casePayments)
    .where(
      and(
        eq(casePayments.authorityId, authorityId),
        eq(casePayments.state, 'PAID'),
        gt(casePayments.paidOn, asAt),
      ),
    )
    .groupBy(casePayments.caseId)
    .as('paid_after');
}

/**
 * What is committed as at `asAt`: every grant approved by then whose final payment was not paid
 * by then, at its approved total less what was paid on it by then (never below 0), and how many
 * such grants there are. The grant row keeps what was paid on it to this day; what was paid
 * after `asAt` (in a year gone by) is given back from the payments, summed once by case.
 */
export async function sumCommittedAsAt(db: Executor, authorityId: number, asAt: string) {
  const since = paidAfter(db, authorityId, asAt);
  const [row] = await db
    .select({
      pence: sumOf(
        sql`greatest(0, ${approvedGrantTotalSql} - ${caseGrants.paidPence} + coalesce(${since.pence}, 0))`,
      ),
      cases: sql<number>`count(*)::int`,
    })
    .from(caseGrants)
    .leftJoin(since, eq(since.caseId, caseGrants.caseId))
    .where(committedAsAt(authorityId, asAt));
  return row ?? { pence: 0, cases: 0 };
}
