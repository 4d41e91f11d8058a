import { CLOCK_DUE_SOON_WORKING_DAYS, type caseListFilterSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { londonDay } from '../../platform/time/london-calendar';
import { loadWorkingDayCalendar } from '../case-clocks';
import { filterCriteriaOf, type CaseFilterCriteria } from './case-list-filters';

/**
 * The last due date a clock "due soon" may have at `now`: CLOCK_DUE_SOON_WORKING_DAYS of the
 * authority's own working days from today (London), so it is worked out here rather than in SQL.
 * The list's DueSoon filter and the dashboard's due-soon counts both take it.
 */
export async function clockDueSoonByOf(db: Executor, authorityId: number, now: Date): Promise<string> {
  const calendar = await loadWorkingDayCalendar(db, authorityId);
  return calendar.addWorkingDays(londonDay(now), CLOCK_DUE_SOON_WORKING_DAYS);
}

/**
 * The criteria of a case-list filter, for an authority at `now`; the DueSoon clock filter's last
 * due date is read only when that filter is on.
 */
export async function listCriteriaOf(
  db: Executor,
  authorityId: number,
  filter: z.output<typeof caseListFilterSchema>,
  now = new Date(),
): Promise<CaseFilterCriteria> {
  const criteria = filterCriteriaOf(filter);
  if (criteria.clockState !== 'DueSoon') return criteria;
  return { ...criteria, clockDueSoonBy: await clockDueSoonByOf(db, authorityId, now) };
}
