import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { casePayments } from '../../db/schema';
import { approvedGrants } from './approved-total';
import { sumOf } from './figure-columns';

/** What was paid on each case of the authority by `asAt`, and whether its final payment was. */
function paidByCaseAsAt(db: Executor, authorityId: number, asAt: string) {
  return db
    .select({
      caseId: casePayments.caseId,
      pence: sql<number>`sum(${casePayments.amountPence})`.as('paid_pence'),
      finalPaid: sql<boolean>`bool_or(${casePayments.kind} = 'FINAL')`.as('final_paid'),
    })
    .from(casePayments)
    .where(
      and(
        eq(casePayments.authorityId, authorityId),
        eq(casePayments.state, 'PAID'),
        lte(casePayments.paidOn, asAt),
      ),
    )
    .groupBy(casePayments.caseId)
    .as('paid_by_case');
}

/**
 * What is committed as at `asAt`: every grant approved by then whose final payment was not paid
 * by then, at its approved total less what was paid on it by then (never below 0), and how many
 * such grants there are. The payments are summed once by case and joined to the grants.
 */
export async function sumCommittedAsAt(db: Executor, authorityId: number, asAt: string) {
  const approved = approvedGrants(db, authorityId, (approvedOn) => lte(approvedOn, asAt));
  const paid = paidByCaseAsAt(db, authorityId, asAt);
  const [row] = await db
    .select({
      pence: sumOf(sql`greatest(0, ${approved.totalPence} - coalesce(${paid.pence}, 0))`),
      cases: sql<number>`count(*)::int`,
    })
    .from(approved)
    .leftJoin(paid, eq(paid.caseId, approved.caseId))
    .where(sql`${paid.finalPaid} is not true`);
  return row ?? { pence: 0, cases: 0 };
}
