import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrantVariations, caseGrants } from '../../db/schema';
import type { GrantKey } from './grant-repository';

/**
 * The change of every approved variation of the grant in the statement's `case_grants` row. Kept
 * a fragment of its own: Drizzle names the columns of a one-table select without their table,
 * but only those at the top of a selected expression, so in here the grant's stay its own.
 */
const approvedVariationsPence = sql`(select sum(${caseGrantVariations.costChangePence})
  from ${caseGrantVariations}
  where ${caseGrantVariations.authorityId} = ${caseGrants.authorityId}
    and ${caseGrantVariations.caseId} = ${caseGrants.caseId}
    and ${caseGrantVariations.state} = 'APPROVED')`;

/**
 * A grant's approved total, in a statement that reads `case_grants`: the approval's total plus
 * every approved variation's change; null until approved. The one definition of it: the grant's
 * answer, the applicant portal and the payments' ceiling all read it from here.
 */
export const approvedTotalSql = sql<number | null>`(case when ${caseGrants.state} = 'APPROVED'
  then ${caseGrants.approvedTotalPence} + coalesce(${approvedVariationsPence}, 0) end)::int`;

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
