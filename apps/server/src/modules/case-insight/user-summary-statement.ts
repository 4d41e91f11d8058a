import { and, eq, isNull, sql } from 'drizzle-orm';
import { actionItems, caseCounts, caseInsightCounts, cases, webUsers } from '../../db/schema';
import { preparedByShape } from '../../db/prepared-by-shape';

const value = (name: string) => sql.placeholder(name);

/** Closed (9) and Withdrawn (11) end a case (packages/contract/src/statuses.ts). */
const ENDED_STATUS_IDS = sql.raw('(9, 11)');

/** Whose caseload: one user's (the cases assigned to them), or the whole team's. */
export type CaseloadShape = { team: boolean };

/**
 * A caseload's figures in one statement: its open cases per status (case_counts), its cases
 * opened in `month` (case_insight_counts), and the open action items on its live cases, less
 * those their officer dismissed (`dismissed_by_officer`), before and from `now`. Placeholders:
 * authorityId, webUserId (not for the team), month (its first day), now.
 */
export const findCaseloadSummary = preparedByShape('case_user_summary', (db, { team }: CaseloadShape) =>
  db
    .select({
      openByStatus: sql<{ statusId: number; cases: number }[]>`(
        select coalesce(json_agg(json_build_object('statusId', status_id, 'cases', cases)), '[]')
        from (
          -- case_counts has a row per status and clock marks: summed per status.
          select ${caseCounts.statusId} as status_id, sum(${caseCounts.cases})::int as cases
          from ${caseCounts}
          where ${caseCounts.authorityId} = ${value('authorityId')}
            ${team ? sql`` : sql`and ${caseCounts.assignedOfficerId} = ${value('webUserId')}`}
            and ${caseCounts.statusId} not in ${ENDED_STATUS_IDS}
          group by ${caseCounts.statusId}
          having sum(${caseCounts.cases}) > 0
        ) as open_by_status
      )`,
      openedThisMonth: sql<number>`(
        select coalesce(sum(${caseInsightCounts.opened}), 0)::int
        from ${caseInsightCounts}
        where ${caseInsightCounts.authorityId} = ${value('authorityId')}
          and ${caseInsightCounts.fact} = 'month'
          ${team ? sql`` : sql`and ${caseInsightCounts.assignedOfficerId} = ${value('webUserId')}`}
          and ${caseInsightCounts.month} = ${value('month')}::date
      )`,
      overdueActions: sql<number>`count(*) filter (where ${actionItems.scheduledAt} < ${value('now')}::timestamptz)::int`,
      upcomingActions: sql<number>`count(*) filter (where ${actionItems.scheduledAt} >= ${value('now')}::timestamptz)::int`,
    })
    .from(cases)
    .innerJoin(
      actionItems,
      and(
        eq(actionItems.authorityId, cases.authorityId),
        eq(actionItems.caseId, cases.id),
        sql`not ${actionItems.isCompleted}`,
        // Dismissed by the case's officer (the user, for one user's caseload): not theirs to do.
        sql`not ${actionItems.dismissedByOfficer}`,
        // What the applicant sent is no action: new until seen, never overdue (docs/documents.md).
        sql`not ${actionItems.fromApplicant}`,
      ),
    )
    .where(
      and(
        eq(cases.authorityId, value('authorityId')),
        team ? undefined : eq(cases.assignedOfficerId, value('webUserId')),
        isNull(cases.deletedAt),
      ),
    ),
);

/** Whether `webUserId` is a user of the authority. */
export const findAuthorityUser = preparedByShape('case_user_summary_user', (db) =>
  db
    .select({ id: webUsers.id })
    .from(webUsers)
    .where(and(eq(webUsers.id, value('webUserId')), eq(webUsers.authorityId, value('authorityId')))),
);
