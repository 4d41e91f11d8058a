import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants } from '../../db/schema';
import { approvedGrantTotalSql } from '../grant-figures';

/**
 * The approved grants that `which` names (a condition of grant-figures), each with its approved
 * total. The grant row keeps its variations' sum, so this reads the approved grants' index alone.
 */
export function approvedGrants(db: Executor, which: SQL | undefined) {
  return db
    .select({
      caseId: caseGrants.caseId,
      totalPence: sql<number>`${approvedGrantTotalSql}`.as('total_pence'),
    })
    .from(caseGrants)
    .where(which)
    .as('approved_grants');
}
