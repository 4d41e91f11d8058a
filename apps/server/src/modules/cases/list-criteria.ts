import { CLOCK_DUE_SOON_WORKING_DAYS, type caseListFilterSchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { londonDay } from '../../platform/time/london-calendar';
import { loadWorkingDayCalendar } from '../case-clocks';
import { filterCriteriaOf, type CaseFilterCriteria } from './case-list-filters';

/**
 * The criteria of a case-list filter, for an authority at `now`. The DueSoon clock filter's last
 * due date is CLOCK_DUE_SOON_WORKING_DAYS of the authority's own working days from today
 * (London), so it is worked out here rather than in SQL; nothing is read when that filter is off.
 */
export async function listCriteriaOf(
  db: Executor,
  authorityId: number,
  filter: z.output<typeof caseListFilterSchema>,
  now = new Date(),
): Promise<CaseFilterCriteria> {
  const criteria = filterCriteriaOf(filter);
  if (criteria.clockState !== 'DueSoon') return criteria;
  const calendar = await loadWorkingDayCalendar(db, authorityId);
  return {
    ...criteria,
    clockDueSoonBy: calendar.addWorkingDays(londonDay(now), CLOCK_DUE_SOON_WORKING_DAYS),
  };
}
