import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants } from '../../db/schema';
import { finalPaidBetween } from '../grant-figures';

const days = sql`(${caseGrants.finalPaidOn} - ${caseGrants.approvedOn})`;

/**
 * The final payments paid from `from` to `to` (their day kept on the grant row): how many, and
 * the days from their grant's approval to the payment, average and median to one decimal place.
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
    .from(caseGrants)
    .where(finalPaidBetween(authorityId, from, to));
  return row ?? { cases: 0, averageDays: null, medianDays: null };
}
