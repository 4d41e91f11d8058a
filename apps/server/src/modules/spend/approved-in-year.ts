import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorityChoices, caseGrants } from '../../db/schema';
import { approvedBetween, approvedGrantTotalSql } from '../grant-figures';
import { approvedGrants } from './approved-total';
import { sumOf, wholeOrNull } from './figure-columns';

/**
 * How many grants were approved from `from` to `to`, their approved totals together, and the
 * average and median of them in whole pence, halves rounded up.
 */
export async function summariseApprovedBetween(db: Executor, authorityId: number, from: string, to: string) {
  const approved = approvedGrants(db, approvedBetween(authorityId, from, to));
  const [row] = await db
    .select({
      cases: sql<number>`count(*)::int`,
      pence: sumOf(approved.totalPence),
      averagePence: wholeOrNull(sql`round(avg(${approved.totalPence}))`),
      medianPence: wholeOrNull(
        sql`round(percentile_cont(0.5) within group (order by ${approved.totalPence})::numeric)`,
      ),
    })
    .from(approved);
  return row ?? { cases: 0, pence: 0, averagePence: null, medianPence: null };
}

/**
 * The grants approved from `from` to `to` by the adaptation types of their works (kept on the
 * grant row, fixed once approved): a case counts once in each type its works have. Types without
 * such a grant are left out.
 */
export async function sumApprovedByAdaptationType(
  db: Executor,
  authorityId: number,
  from: string,
  to: string,
) {
  const typed = db
    .select({
      adaptationTypeId: sql<number>`unnest(${caseGrants.adaptationTypeIds})`.as('adaptation_type_id'),
      totalPence: sql<number>`${approvedGrantTotalSql}`.as('total_pence'),
    })
    .from(caseGrants)
    .where(approvedBetween(authorityId, from, to))
    .as('typed');
  return db
    .select({
      adaptationTypeId: authorityChoices.id,
      name: authorityChoices.name,
      pence: sumOf(typed.totalPence),
      cases: sql<number>`count(*)::int`,
    })
    .from(typed)
    .innerJoin(
      authorityChoices,
      and(eq(authorityChoices.authorityId, authorityId), eq(authorityChoices.id, typed.adaptationTypeId)),
    )
    .groupBy(authorityChoices.id)
    .orderBy(asc(authorityChoices.sortOrder), asc(authorityChoices.id));
}
