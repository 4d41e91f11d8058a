import { PORTAL_SENT_DOCUMENTS_SHOWN } from '@casekeeper/contract';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  actionItems,
  applicantCases,
  authorities,
  authorityChoices,
  caseGrants,
  casePayments,
  cases,
  caseStatusHistory,
  caseWorks,
  files,
  webUsers,
} from '../../db/schema';
import { approvedTotalSql } from '../grant';
import { isLiveAccess } from '../invitations';

/** The most a portal page lists of the visits the officer shared. */
const VISITS_SHOWN = 20;

const officers = alias(webUsers, 'officers');

/** The case the applicant follows: their most recent live (accepted) access to a case not deleted. */
export async function findFollowedCase(db: Executor, applicant: { webUserId: number; authorityId: number }) {
  const [row] = await db
    .select({
      id: cases.id,
      authorityId: cases.authorityId,
      applicantId: applicantCases.applicantId,
      caseNumber: cases.caseNumber,
      statusId: cases.statusId,
      clientFirstName: cases.clientFirstName,
      clientLastName: cases.clientLastName,
      officerFirstName: officers.firstName,
      officerLastName: officers.lastName,
      teamName: authorities.name,
      teamEmail: authorities.contactEmail,
      teamPhone: authorities.contactPhone,
    })
    .from(applicantCases)
    .innerJoin(
      cases,
      and(
        eq(cases.authorityId, applicantCases.authorityId),
        eq(cases.id, applicantCases.caseId),
        isNull(cases.deletedAt),
      ),
    )
    .innerJoin(authorities, eq(authorities.id, cases.authorityId))
    .leftJoin(officers, eq(officers.id, cases.assignedOfficerId))
    .where(
      and(
        eq(applicantCases.applicantId, applicant.webUserId),
        eq(applicantCases.authorityId, applicant.authorityId),
        isLiveAccess(),
      ),
    )
    .orderBy(desc(applicantCases.invitedAt))
    .limit(1);
  return row;
}
export type FollowedCase = NonNullable<Awaited<ReturnType<typeof findFollowedCase>>>;

/** Each status the case has reached and when, oldest first. */
export function findStagesReached(db: Executor, followed: FollowedCase) {
  return db
    .select({ statusId: caseStatusHistory.toStatusId, reachedAt: caseStatusHistory.changedAt })
    .from(caseStatusHistory)
    .where(
      and(eq(caseStatusHistory.authorityId, followed.authorityId), eq(caseStatusHistory.caseId, followed.id)),
    )
    .orderBy(asc(caseStatusHistory.changedAt), asc(caseStatusHistory.id));
}

/** The open items the officer shared with the applicant, due from now on, soonest first. */
export function findSharedVisits(db: Executor, followed: FollowedCase) {
  return db
    .select({
      id: actionItems.id,
      what: actionItems.prefix,
      description: actionItems.description,
      scheduledAt: actionItems.scheduledAt,
    })
    .from(actionItems)
    .where(
      and(
        eq(actionItems.authorityId, followed.authorityId),
        eq(actionItems.caseId, followed.id),
        eq(actionItems.sharedWithApplicant, true),
        eq(actionItems.isCompleted, false),
        gte(actionItems.scheduledAt, sql`now()`),
      ),
    )
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id))
    .limit(VISITS_SHOWN);
}

/**
 * The files the applicant sent on the case, newest first, with their scan status; those disposed
 * of under the retention schedule are no longer theirs to see.
 */
export function findSentDocuments(db: Executor, followed: FollowedCase) {
  return db
    .select({ name: files.originalName, sentAt: files.createdAt, scanStatus: files.scanStatus })
    .from(actionItems)
    .innerJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .where(
      and(
        eq(actionItems.authorityId, followed.authorityId),
        eq(actionItems.caseId, followed.id),
        eq(files.uploadedById, followed.applicantId),
        isNull(files.disposedAt),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(PORTAL_SENT_DOCUMENTS_SHOWN);
}

/**
 * The approved grant's total and day, with its works in their order (one row per item; one row
 * with no item's columns for a schedule without one), and nothing before it is approved. Quotes,
 * fees and contributions are never read.
 */
export function findApprovedGrant(db: Executor, followed: FollowedCase) {
  return db
    .select({
      // The approval and every approved variation.
      totalPence: approvedTotalSql,
      approvedOn: caseGrants.approvedOn,
      type: authorityChoices.name,
      description: caseWorks.description,
      location: caseWorks.location,
    })
    .from(caseGrants)
    .leftJoin(
      caseWorks,
      and(eq(caseWorks.authorityId, caseGrants.authorityId), eq(caseWorks.caseId, caseGrants.caseId)),
    )
    .leftJoin(
      authorityChoices,
      and(
        eq(authorityChoices.authorityId, caseWorks.authorityId),
        eq(authorityChoices.id, caseWorks.adaptationTypeId),
      ),
    )
    .where(
      and(
        eq(caseGrants.authorityId, followed.authorityId),
        eq(caseGrants.caseId, followed.id),
        eq(caseGrants.state, 'APPROVED'),
      ),
    )
    .orderBy(asc(caseWorks.position), asc(caseWorks.id));
}

/** The payments made on the case, oldest first: stage, day and amount; nothing else of a payment. */
export function findPaymentsMade(db: Executor, followed: FollowedCase) {
  return db
    .select({
      kind: casePayments.kind,
      // Every PAID payment has its day (case_payments_paid_complete).
      paidOn: sql<string>`${casePayments.paidOn}::text`,
      amountPence: casePayments.amountPence,
    })
    .from(casePayments)
    .where(
      and(
        eq(casePayments.authorityId, followed.authorityId),
        eq(casePayments.caseId, followed.id),
        eq(casePayments.state, 'PAID'),
      ),
    )
    .orderBy(asc(casePayments.paidOn), asc(casePayments.id));
}
