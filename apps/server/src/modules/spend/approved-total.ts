import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants, caseGrantVariations } from '../../db/schema';

/** The authority's approved variations summed by case: what they change the approval by. */
function variationTotals(db: Executor, authorityId: number) {
  return db
    .select({
      caseId: caseGrantVariations.caseId,
      pence: sql<number>`sum(${caseGrantVariations.costChangePence})`.as('variation_pence'),
    })
    .from(caseGrantVariations)
    .where(and(eq(caseGrantVariations.authorityId, authorityId), eq(caseGrantVariations.state, 'APPROVED')))
    .groupBy(caseGrantVariations.caseId)
    .as('variation_totals');
}

/**
 * The authority's approved grants whose approval day meets `approvedWhen`, each with its approved
 * total: the approval plus every approved variation, in whole pence. The variations are summed
 * once for the authority and joined, not looked up grant by grant.
 */
export function approvedGrants(
  db: Executor,
  authorityId: number,
  approvedWhen: (approvedOn: typeof caseGrants.approvedOn) => SQL | undefined,
) {
  const variations = variationTotals(db, authorityId);
  return db
    .select({
      caseId: caseGrants.caseId,
      approvedOn: caseGrants.approvedOn,
      totalPence: sql<number>`${caseGrants.approvedTotalPence} + coalesce(${variations.pence}, 0)`.as(
        'total_pence',
      ),
    })
    .from(caseGrants)
    .leftJoin(variations, eq(variations.caseId, caseGrants.caseId))
    .where(
      and(
        eq(caseGrants.authorityId, authorityId),
        eq(caseGrants.state, 'APPROVED'),
        approvedWhen(caseGrants.approvedOn),
      ),
    )
    .as('approved_grants');
}
