import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  actionDiaries,
  actionItems,
  applicationStatusMaster,
  caseGrants,
  caseStatusHistory,
  files,
  webUsers,
} from '../../db/schema';
import { approvedTotalSql } from '../grant';

type OfCase = { authorityId: number; caseId: number };

const nameOf = (user: { id: AnyColumn; firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<
    string | null
  >`case when ${user.id} is null then null else concat_ws(' ', ${user.firstName}, ${user.lastName}) end`;

const fromStatus = alias(applicationStatusMaster, 'from_status');
const changedBy = alias(webUsers, 'changed_by');
const author = alias(webUsers, 'author');

/** The case's moves between statuses, oldest first, with when each took effect and was recorded. */
export function findSummaryHistory(db: Executor, { authorityId, caseId }: OfCase) {
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

/** The case's diary items, diary by diary, each in date order, with who added them. */
export function findSummaryDiary(db: Executor, { authorityId, caseId }: OfCase) {
  return db
    .select({
      diaryTitle: actionDiaries.title,
      prefix: actionItems.prefix,
      description: actionItems.description,
      scheduledAt: actionItems.scheduledAt,
      isCompleted: actionItems.isCompleted,
      fromApplicant: actionItems.fromApplicant,
      text: actionItems.textBody,
      fileName: files.originalName,
      createdBy: nameOf(author),
    })
    .from(actionItems)
    .innerJoin(
      actionDiaries,
      and(eq(actionDiaries.authorityId, actionItems.authorityId), eq(actionDiaries.id, actionItems.diaryId)),
    )
    .leftJoin(files, and(eq(files.authorityId, actionItems.authorityId), eq(files.id, actionItems.fileId)))
    .leftJoin(author, eq(author.id, actionItems.createdById))
    .where(and(eq(actionItems.authorityId, authorityId), eq(actionItems.caseId, caseId)))
    .orderBy(
      asc(actionDiaries.title),
      asc(actionDiaries.id),
      asc(actionItems.scheduledAt),
      asc(actionItems.id),
    );
}

/** The case's grant, when one was begun: where it stands and its figures (pence). */
export async function findSummaryGrant(db: Executor, { authorityId, caseId }: OfCase) {
  const [grant] = await db
    .select({
      state: caseGrants.state,
      approvedOn: caseGrants.approvedOn,
      approvedQuotePence: caseGrants.approvedQuotePence,
      contributionPence: caseGrants.contributionPence,
      topUpPence: caseGrants.topUpPence,
      approvedTotalPence: approvedTotalSql,
      paidPence: caseGrants.paidPence,
      finalPaidOn: caseGrants.finalPaidOn,
    })
    .from(caseGrants)
    .where(and(eq(caseGrants.authorityId, authorityId), eq(caseGrants.caseId, caseId)));
  return grant ?? null;
}
