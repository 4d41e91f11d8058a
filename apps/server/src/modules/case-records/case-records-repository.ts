import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  actionDiaries,
  actionItems,
  applicantCases,
  applicationStatusMaster,
  caseGrants,
  casePayments,
  caseQuotes,
  caseReplies,
  caseStatusHistory,
  caseWorks,
  contractors,
  documentRequests,
  files,
  warningNotes,
  webUsers,
} from '../../db/schema';
import { approvedTotalSql } from '../grant';

export type OfCase = { authorityId: number; caseId: number };

const nameOf = (user: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<
    string | null
  >`case when ${user.id} is null then null else concat_ws(' ', ${user.firstName}, ${user.lastName}) end`;

const fromStatus = alias(applicationStatusMaster, 'from_status');
const changedBy = alias(webUsers, 'changed_by');
const author = alias(webUsers, 'author');
const applicant = alias(webUsers, 'applicant');

/** A case's moves between statuses, oldest first, with when each took effect and was recorded. */
export function findStatusHistory(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      changedAt: caseStatusHistory.changedAt,
      recordedAt: caseStatusHistory.recordedAt,
      fromStatus: fromStatus.name,
      toStatus: applicationStatusMaster.name,
      changedBy: nameOf(changedBy),
      note: caseStatusHistory.note,
      refusalReason: caseStatusHistory.refusalReasonText,
    })
    .from(caseStatusHistory)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, caseStatusHistory.toStatusId))
    .leftJoin(fromStatus, eq(fromStatus.id, caseStatusHistory.fromStatusId))
    .leftJoin(changedBy, eq(changedBy.id, caseStatusHistory.changedById))
    .where(and(eq(caseStatusHistory.authorityId, authorityId), eq(caseStatusHistory.caseId, caseId)))
    .orderBy(asc(caseStatusHistory.changedAt), asc(caseStatusHistory.id));
}

/** How a case's diaries are ordered: by title (then as opened), or as opened. */
export type DiaryOrder = 'title' | 'opened';

/** A case's diaries, with none of their items. */
export function findDiaryHeads(db: Executor, { authorityId, caseId }: OfCase, order: DiaryOrder) {
  return db
    .select({ id: actionDiaries.id, title: actionDiaries.title, description: actionDiaries.description })
    .from(actionDiaries)
    .where(and(eq(actionDiaries.authorityId, authorityId), eq(actionDiaries.caseId, caseId)))
    .orderBy(...(order === 'title' ? [asc(actionDiaries.title)] : []), asc(actionDiaries.id));
}

/** A case's diary items in date order (a text's words, a file's name), with who added them. */
export function findDiaryItems(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      diaryId: actionItems.diaryId,
      prefix: actionItems.prefix,
      description: actionItems.description,
      scheduledAt: actionItems.scheduledAt,
      isCompleted: actionItems.isCompleted,
      completedAt: actionItems.completedAt,
      fromApplicant: actionItems.fromApplicant,
      text: actionItems.textBody,
      fileName: files.originalName,
      createdBy: nameOf(author),
      createdAt: actionItems.createdAt,
    })
    .from(actionItems)
    .leftJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .leftJoin(author, eq(author.id, actionItems.createdById))
    .where(and(eq(actionItems.authorityId, authorityId), eq(actionItems.caseId, caseId)))
    .orderBy(asc(actionItems.scheduledAt), asc(actionItems.id));
}

/** A case's current warning notes. */
export function findWarningNotes(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      subject: warningNotes.subject,
      type: warningNotes.type,
      text: warningNotes.text,
      reviewOn: warningNotes.reviewOn,
      createdAt: warningNotes.createdAt,
    })
    .from(warningNotes)
    .where(
      and(
        eq(warningNotes.authorityId, authorityId),
        eq(warningNotes.caseId, caseId),
        isNull(warningNotes.deletedAt),
      ),
    )
    .orderBy(asc(warningNotes.id));
}

/**
 * Which approved total a grant is read with: the figure the approval came to ('at-approval', as
 * stored; its variations are a field of their own), or that with the approved variations added
 * and none until approved ('with-variations', as the grant tab shows it).
 */
export type ApprovedTotal = 'at-approval' | 'with-variations';

/** A case's grant, when one was begun: where it stands and its figures (pence). */
export async function findGrant(db: Executor, { authorityId, caseId }: OfCase, approvedTotal: ApprovedTotal) {
  const [grant] = await db
    .select({
      state: caseGrants.state,
      approvedOn: caseGrants.approvedOn,
      approvedQuotePence: caseGrants.approvedQuotePence,
      contributionPence: caseGrants.contributionPence,
      contributionText: caseGrants.contributionText,
      topUpPence: caseGrants.topUpPence,
      topUpReason: caseGrants.topUpReason,
      approvedTotalPence: approvedTotal === 'at-approval' ? caseGrants.approvedTotalPence : approvedTotalSql,
      variationsPence: caseGrants.variationsPence,
      paidPence: caseGrants.paidPence,
      finalPaidOn: caseGrants.finalPaidOn,
    })
    .from(caseGrants)
    .where(and(eq(caseGrants.authorityId, authorityId), eq(caseGrants.caseId, caseId)));
  return grant ?? null;
}

/** A case's schedule of works, in its order. */
export function findWorks(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({ description: caseWorks.description, location: caseWorks.location })
    .from(caseWorks)
    .where(and(eq(caseWorks.authorityId, authorityId), eq(caseWorks.caseId, caseId)))
    .orderBy(asc(caseWorks.position));
}

/** A case's quotes. */
export function findQuotes(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      contractor: contractors.companyName,
      amountPence: caseQuotes.amountPence,
      receivedOn: caseQuotes.receivedOn,
      notes: caseQuotes.notes,
    })
    .from(caseQuotes)
    .innerJoin(
      contractors,
      and(eq(contractors.authorityId, caseQuotes.authorityId), eq(contractors.id, caseQuotes.contractorId)),
    )
    .where(and(eq(caseQuotes.authorityId, authorityId), eq(caseQuotes.caseId, caseId)))
    .orderBy(asc(caseQuotes.receivedOn), asc(caseQuotes.id));
}

/** A case's payments. */
export function findPayments(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      kind: casePayments.kind,
      amountPence: casePayments.amountPence,
      payee: casePayments.payee,
      payeeName: casePayments.payeeName,
      state: casePayments.state,
      requestedAt: casePayments.requestedAt,
      paidOn: casePayments.paidOn,
    })
    .from(casePayments)
    .where(and(eq(casePayments.authorityId, authorityId), eq(casePayments.caseId, caseId)))
    .orderBy(asc(casePayments.requestedAt), asc(casePayments.id));
}

/** Who was invited to follow the case in the applicant portal, and when. */
export function findApplicantAccess(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      applicantId: applicantCases.applicantId,
      email: applicant.email,
      invitedAt: applicantCases.invitedAt,
      acceptedAt: applicantCases.acceptedAt,
      revokedAt: applicantCases.revokedAt,
    })
    .from(applicantCases)
    .innerJoin(applicant, eq(applicant.id, applicantCases.applicantId))
    .where(and(eq(applicantCases.authorityId, authorityId), eq(applicantCases.caseId, caseId)))
    .orderBy(asc(applicantCases.invitedAt));
}

/** The officers' replies to the applicant on the case (docs/applicant-conversation.md), oldest first. */
export function findRepliesToApplicant(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({ sentAt: caseReplies.createdAt, by: nameOf(author), text: caseReplies.body })
    .from(caseReplies)
    .leftJoin(author, eq(author.id, caseReplies.createdById))
    .where(and(eq(caseReplies.authorityId, authorityId), eq(caseReplies.caseId, caseId)))
    .orderBy(asc(caseReplies.createdAt), asc(caseReplies.id));
}

/** The documents asked of the applicant on the case, oldest first: what, by when, where each stands and why asked again. */
export function findDocumentsAskedFor(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      askedAt: documentRequests.createdAt,
      kind: documentRequests.kind,
      details: documentRequests.details,
      dueOn: documentRequests.dueOn,
      state: documentRequests.state,
      reason: documentRequests.reason,
    })
    .from(documentRequests)
    .where(and(eq(documentRequests.authorityId, authorityId), eq(documentRequests.caseId, caseId)))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));
}
