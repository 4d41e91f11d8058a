import { APPLICATION_STATUSES, isOpenStatus, type CaseloadSummary } from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { londonMonth } from '../../platform/time/london-calendar';
import { findCaseloadSummary } from './user-summary-statement';

/**
 * A caseload's figures: one officer's (`webUserId`) or, without one, the whole authority's. Whom
 * the caller may ask about is the use case's to check first.
 */
export async function readCaseloadSummary(
  db: Database,
  input: { authorityId: number; webUserId?: number; now: Date },
): Promise<CaseloadSummary> {
  const { authorityId, webUserId, now } = input;
  const month = londonMonth(now);
  const [row] = await findCaseloadSummary(
    db,
    { team: webUserId === undefined },
    { authorityId, webUserId, month: `${month}-01`, now },
  );
  if (!row) throw new Error('The caseload summary could not be read.');
  const openCasesByStatus = APPLICATION_STATUSES.filter((status) => isOpenStatus(status.id)).map(
    (status) => ({
      statusId: status.id,
      statusName: status.name,
      cases: row.openByStatus.find((count) => count.statusId === status.id)?.cases ?? 0,
    }),
  );
  return {
    openCasesByStatus,
    openCases: openCasesByStatus.reduce((total, count) => total + count.cases, 0),
    overdueActions: row.overdueActions,
    upcomingActions: row.upcomingActions,
    openedThisMonth: row.openedThisMonth,
    month,
  };
}
