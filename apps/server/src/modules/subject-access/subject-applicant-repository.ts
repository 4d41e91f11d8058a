import { SUBJECT_ACCESS_MAX_RECORDS, type SubjectAccessIdentifier } from '@casekeeper/contract';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { actionItems, applicantCases, cases, files, webUsers } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';
import { matchedColumn } from './subject-identifiers';

const applicantOfAuthority = (authorityId: number) =>
  and(eq(webUsers.userType, 'APPLICANT'), eq(webUsers.authorityId, authorityId), isNull(webUsers.deletedAt));

const followsOneOf = (caseIds: readonly number[]) =>
  caseIds.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${applicantCases} where ${applicantCases.applicantId} = ${webUsers.id}
        and ${inArray(applicantCases.caseId, [...caseIds])})`;

/**
 * The authority's applicant accounts whose own e-mail or phone meets a matcher, or that follow
 * one of the cases found; each with what it met. One more than the most listed.
 */
export function findMatchingApplicants(
  db: Executor,
  authorityId: number,
  matchers: Map<SubjectAccessIdentifier, SQL>,
  foundCaseIds: readonly number[],
) {
  const followed = followsOneOf(foundCaseIds);
  return db
    .select({
      id: webUsers.id,
      email: webUsers.email,
      name: sql<string>`concat_ws(' ', ${webUsers.firstName}, ${webUsers.lastName})`,
      matched: sql<
        string[]
      >`${matchedColumn(matchers)} || case when ${followed} then array['FOLLOWED_CASE'] else array[]::text[] end`,
    })
    .from(webUsers)
    .where(and(applicantOfAuthority(authorityId), or(followed, ...matchers.values())))
    .orderBy(asc(webUsers.id))
    .limit(SUBJECT_ACCESS_MAX_RECORDS + 1);
}

/** Of these account ids, the authority's applicant accounts, as the export shows them. */
export function findApplicants(db: Executor, authorityId: number, applicantIds: readonly number[]) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: webUsers.id,
      email: webUsers.email,
      firstName: webUsers.firstName,
      lastName: webUsers.lastName,
      phone: webUsers.phone,
      isActive: webUsers.isActive,
      createdAt: webUsers.createdAt,
      lastLoginAt: webUsers.lastLoginAt,
    })
    .from(webUsers)
    .where(and(applicantOfAuthority(authorityId), inArray(webUsers.id, [...applicantIds])))
    .orderBy(asc(webUsers.id));
}

/** The cases in the scope these accounts follow (or followed), with when they were invited and accepted. */
export function findFollowedCases(db: Executor, scope: CaseScope, applicantIds: readonly number[]) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicantId: applicantCases.applicantId,
      caseId: cases.id,
      caseNumber: cases.caseNumber,
      invitedAt: applicantCases.invitedAt,
      acceptedAt: applicantCases.acceptedAt,
      revokedAt: applicantCases.revokedAt,
    })
    .from(applicantCases)
    .innerJoin(
      cases,
      and(eq(cases.authorityId, applicantCases.authorityId), eq(cases.id, applicantCases.caseId)),
    )
    .where(and(caseInScope(scope), inArray(applicantCases.applicantId, [...applicantIds])))
    .orderBy(asc(applicantCases.applicantId), asc(cases.id));
}

/** What these accounts sent from the portal (messages, documents) on the cases in the scope. */
export function findApplicantItems(db: Executor, scope: CaseScope, applicantIds: readonly number[]) {
  if (applicantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicantId: actionItems.createdById,
      caseNumber: cases.caseNumber,
      sentAt: actionItems.createdAt,
      description: actionItems.description,
      text: actionItems.textBody,
      fileName: files.originalName,
    })
    .from(actionItems)
    .innerJoin(cases, and(eq(cases.authorityId, actionItems.authorityId), eq(cases.id, actionItems.caseId)))
    .leftJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .where(and(caseInScope(scope), inArray(actionItems.createdById, [...applicantIds])))
    .orderBy(asc(actionItems.createdAt), asc(actionItems.id));
}
