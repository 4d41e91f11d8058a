import { STATUS_ID } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseGrants, caseStatusHistory, webUsers } from '../../db/schema';
import { caseNotFound, findCase, type CaseRow, type CaseScope } from '../cases';
import { approvedTotalSql } from '../grant';

/** What a letter may say about a case: the case, its officer, dates from its history, its grant. */
export type CaseLetterFacts = {
  found: CaseRow;
  officerEmail: string | null;
  /** Effective moments of the latest move to each status, by status id. */
  latestMoveTo: Map<number, { changedAt: Date; refusalReason: string | null }>;
  grant: { approvedTotalPence: number | null; contributionPence: number | null } | null;
};

const LETTER_STATUSES = [STATUS_ID.APPLICATION_SUBMITTED, STATUS_ID.APPROVED, STATUS_ID.REFUSED];

/** The case within the scope (else a 404) and the rest of what its letters may say. */
export async function readCaseLetterFacts(
  db: Executor,
  caseId: number,
  scope: CaseScope,
): Promise<CaseLetterFacts> {
  const found = await findCase(db, caseId, scope);
  if (!found) throw caseNotFound();
  const key = { authorityId: scope.authorityId, caseId };
  const [officer] =
    found.assignedOfficerId === null
      ? []
      : await db
          .select({ email: webUsers.email })
          .from(webUsers)
          .where(eq(webUsers.id, found.assignedOfficerId));
  const moves = await db
    .select({
      toStatusId: caseStatusHistory.toStatusId,
      changedAt: caseStatusHistory.changedAt,
      refusalReason: caseStatusHistory.refusalReasonText,
    })
    .from(caseStatusHistory)
    .where(and(eq(caseStatusHistory.authorityId, key.authorityId), eq(caseStatusHistory.caseId, caseId)))
    .orderBy(desc(caseStatusHistory.changedAt), desc(caseStatusHistory.id));
  const latestMoveTo: CaseLetterFacts['latestMoveTo'] = new Map();
  for (const move of moves) {
    if (LETTER_STATUSES.includes(move.toStatusId as never) && !latestMoveTo.has(move.toStatusId)) {
      latestMoveTo.set(move.toStatusId, { changedAt: move.changedAt, refusalReason: move.refusalReason });
    }
  }
  const [grant] = await db
    .select({ approvedTotalPence: approvedTotalSql, contributionPence: caseGrants.contributionPence })
    .from(caseGrants)
    .where(and(eq(caseGrants.authorityId, key.authorityId), eq(caseGrants.caseId, caseId)));
  return { found, officerEmail: officer?.email ?? null, latestMoveTo, grant: grant ?? null };
}
