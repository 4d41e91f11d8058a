import { financialYearOf, financialYearRange } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import type { PerformanceScope } from './performance-repository';
import { nonWorkingWeekdays } from './working-days-sql';

/** The period asked for; neither day: the financial year under way. */
export type PeriodQuery = { from: string | null; to: string | null };

export function periodOf(query: PeriodQuery, now: Date): { from: string; to: string } {
  if (query.from !== null && query.to !== null) return { from: query.from, to: query.to };
  return financialYearRange(financialYearOf(londonDay(now)));
}

/** What the performance statement needs to know of the period and the authority's working days. */
export async function performanceScope(
  db: Executor,
  input: { authorityId: number; contractorId: number | null; from: string; to: string },
): Promise<PerformanceScope> {
  return {
    ...input,
    startsAt: londonStartOf(input.from),
    endsBefore: londonStartOf(addDays(input.to, 1)),
    // A job finished in the period may have been ordered years before it: every year up to its end.
    nonWorkingWeekdays: await nonWorkingWeekdays(db, input.authorityId, Number(input.to.slice(0, 4))),
  };
}
