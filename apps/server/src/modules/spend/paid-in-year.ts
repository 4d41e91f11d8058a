import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { casePayments } from '../../db/schema';
import { paidBetween } from '../grant-figures';
import { casesOf, sumOf } from './figure-columns';

export type PaidFigure = { pence: number; cases: number };

const paidMonth = sql<string | null>`to_char(${casePayments.paidOn}, 'YYYY-MM')`;

/**
 * Payments marked paid with a payment day from `from` to `to`, by month and (the row whose month
 * is null) over them all, each with how many cases they were paid on. Read by the index on the
 * authority's paid payments by day.
 */
export async function sumPaidByMonth(db: Executor, authorityId: number, from: string, to: string) {
  return db
    .select({ month: paidMonth, pence: sumOf(casePayments.amountPence), cases: casesOf(casePayments.caseId) })
    .from(casePayments)
    .where(paidBetween(authorityId, from, to))
    .groupBy(sql`rollup (${paidMonth})`);
}
