import { and, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { hiddenCaseIds } from '../../db/case-visibility';
import { actionItems, cases } from '../../db/schema';
import type { MyWorkOwner } from './my-work-owner';

/**
 * The owner's open items as the alarms find them (alarms/alarm-repository.ts): open items of the
 * cases assigned to them that they have not dismissed, on cases they may see, a range of
 * `action_items_officer_open_idx` (its predicate spelled out so the planner uses it). `actions`
 * are the officer's own (overdue, today's, upcoming); `applicant`, what the applicant sent and
 * nobody has seen yet (seeing it completes it: diaries/applicant-items.ts), which the alarms list
 * as new, never overdue.
 */
export function openItemsOf(owner: MyWorkOwner, kind: 'actions' | 'applicant'): SQL {
  return and(
    eq(actionItems.authorityId, owner.authorityId),
    eq(actionItems.assignedOfficerId, owner.webUserId),
    not(actionItems.isCompleted),
    not(actionItems.dismissedByOfficer),
    kind === 'applicant' ? actionItems.fromApplicant : not(actionItems.fromApplicant),
    sql`${actionItems.caseId} not in (${hiddenCaseIds(owner.authorityId, owner.webUserId)})`,
  ) as SQL;
}

/**
 * A line is never about a disposed case (an anonymised shell): checked on the case each line is
 * joined to by its key. The counts are the alarms' own and do not read cases (docs/my-work.md).
 */
export const notDisposed = isNull(cases.disposedAt);

/** An item's case, by its key. */
export const itsCase = and(eq(cases.authorityId, actionItems.authorityId), eq(cases.id, actionItems.caseId));

export const clientNameOf = sql<string>`concat_ws(' ', ${cases.clientFirstName}, ${cases.clientLastName})`;
