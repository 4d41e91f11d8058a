import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants } from '../../db/schema';
import { approvedGrantTotalSql } from '../grant';

/** The authority's approved grants: every Spend figure starts from these rows of `case_grants`. */
export const approvedGrantsOf = (authorityId: number, ...conditions: (SQL | undefined)[]) =>
  and(eq(caseGrants.authorityId, authorityId), eq(caseGrants.state, 'APPROVED'), ...conditions);

/**
 * The authority's approved grants whose approval day meets `approvedWhen`, each with its approved
 * total. The grant row keeps its variations' sum, so this reads the approved grants' index alone.
 */
export function approvedGrants(
  db: Executor,
  authorityId: number,
  approvedWhen: (approvedOn: typeof caseGrants.approvedOn) => SQL | undefined,
) {
  return db
    .select({
      caseId: caseGrants.caseId,
      totalPence: sql<number>`${approvedGrantTotalSql}`.as('total_pence'),
    })
    .from(caseGrants)
    .where(approvedGrantsOf(authorityId, approvedWhen(caseGrants.approvedOn)))
    .as('approved_grants');
}
