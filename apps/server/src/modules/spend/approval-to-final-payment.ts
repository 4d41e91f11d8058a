import { and, between, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants, casePayments } from '../../db/schema';

const days = sql`(${casePayments.paidOn} - ${caseGrants.approvedOn})`;

/**
 * The final payments paid from `from` to `to`: how many, and the days from their grant's
 * approval to the payment, average and median to one decimal place.
 */
export async function summariseApprovalToFinalPayment(
  db: Executor,
  authorityId: number,
  from: string,
  to: string,
) {
  const [row] = await db
    .select({
      cases: sql<number>`count(*)::int`,
      averageDays: sql<number | null>`round(avg(${days}), 1)::float8`,
      medianDays: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${days}))::numeric, 1)::float8`,
    })
    .from(casePayments)
    .innerJoin(
      caseGrants,
      and(eq(caseGrants.authorityId, casePayments.authorityId), eq(caseGrants.caseId, casePayments.caseId)),
    )
    .where(
      and(
        eq(casePayments.authorityId, authorityId),
        eq(casePayments.state, 'PAID'),
        eq(casePayments.kind, 'FINAL'),
        between(casePayments.paidOn, from, to),
        eq(caseGrants.state, 'APPROVED'),
      ),
    );
  return row ?? { cases: 0, averageDays: null, medianDays: null };
}
