import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants } from '../../db/schema';
import { approvedGrantTotalSql } from '../grant-figures';
import type { GrantKey } from './grant-repository';

/** The approved total of a grant in any state: null until approved. */
export const approvedTotalSql = sql<number | null>`(case when ${caseGrants.state} = 'APPROVED'
  then ${approvedGrantTotalSql} end)::int`;

/**
 * The case's approved total (null: not approved). Read after `lockGrant` in the same transaction,
 * it stays so until that transaction ends: every change to it takes the grant row's lock first.
 */
export async function approvedTotalOf(db: Executor, key: GrantKey): Promise<number | null> {
  const [row] = await db
    .select({ totalPence: approvedTotalSql })
    .from(caseGrants)
    .where(and(eq(caseGrants.authorityId, key.authorityId), eq(caseGrants.caseId, key.caseId)));
  return row?.totalPence ?? null;
}
