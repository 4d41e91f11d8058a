import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicantCases, cases } from '../../db/schema';
import { revokeAllSessions } from '../auth';
import { retireOpenLinks } from './invitation-repository';

/**
 * An applicant's grants of cases, as invitation links make and end them. Here rather than in
 * applicant-access because a change of a case's client address ends them too (cases cannot
 * import applicant-access, which imports cases).
 */

/** Access the applicant uses: granted, opened from the mailed link, not revoked. */
export function isLiveAccess(): SQL | undefined {
  return and(isNull(applicantCases.revokedAt), isNotNull(applicantCases.acceptedAt));
}

/** Whether the applicant still has live access to any case (a case not deleted). */
export async function hasLiveAccess(db: Executor, applicantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applicantCases.id })
    .from(applicantCases)
    .innerJoin(cases, and(eq(cases.id, applicantCases.caseId), isNull(cases.deletedAt)))
    .where(and(eq(applicantCases.applicantId, applicantId), isLiveAccess()))
    .limit(1);
  return row !== undefined;
}

/**
 * An invitation link opened proves its reader holds the account's mailbox: every grant of a case
 * to that applicant still waiting on it goes live. Answers the cases that did.
 */
export async function acceptWaitingApplicantAccess(tx: Executor, applicantId: number): Promise<number[]> {
  const accepted = await tx
    .update(applicantCases)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(applicantCases.applicantId, applicantId),
        isNull(applicantCases.revokedAt),
        isNull(applicantCases.acceptedAt),
      ),
    )
    .returning({ caseId: applicantCases.caseId });
  return accepted.map((row) => row.caseId);
}

/** Ends the sign-ins and open links of applicants who have just lost a grant, if it was their last. */
export async function endSessionsOfFormerApplicants(tx: Executor, applicantIds: number[]): Promise<void> {
  for (const applicantId of applicantIds) {
    await retireOpenLinks(tx, applicantId);
    if (!(await hasLiveAccess(tx, applicantId)))
      await revokeAllSessions(tx, applicantId, 'applicant-access-revoked');
  }
}

/**
 * Ends every current grant of the case (live or waiting on its link) but `keepApplicantId`'s, and
 * what the applicants who lost it held; answers those applicants.
 */
export async function endCaseGrants(
  tx: Executor,
  caseId: number,
  keepApplicantId?: number,
): Promise<number[]> {
  const revoked = await tx
    .update(applicantCases)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(applicantCases.caseId, caseId),
        isNull(applicantCases.revokedAt),
        keepApplicantId === undefined ? undefined : ne(applicantCases.applicantId, keepApplicantId),
      ),
    )
    .returning({ applicantId: applicantCases.applicantId });
  const applicantIds = revoked.map((row) => row.applicantId);
  await endSessionsOfFormerApplicants(tx, applicantIds);
  return applicantIds;
}
