import type { ClockPerformanceList, chartListQuerySchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseScopeOf, clockDueSoonByOf, listCriteriaOf, listShape, listValues } from '../cases';
import { findClockFigures } from './clock-performance-statement';
import { monthRangeOf, monthsOf } from './month-range';

export type GetClockPerformanceInput = {
  caller: Caller;
  query: z.output<typeof chartListQuerySchema>;
  now?: Date;
};

/**
 * The dashboard's figures per clock over the cases the caller's case list would list with this
 * filter (docs/clocks.md): each one the total of the list its drill-through filter opens.
 */
export async function getClockPerformance(
  db: Database,
  input: GetClockPerformanceInput,
): Promise<ClockPerformanceList> {
  const { caller, query, now = new Date() } = input;
  const scope = caseScopeOf(caller);
  const criteria = await listCriteriaOf(db, scope.authorityId, query, now);
  const range = monthRangeOf(query.MonthFrom, query.MonthTo, now);
  const rows = await findClockFigures(db, listShape(scope, criteria), {
    ...listValues(scope, criteria),
    monthFrom: range.from,
    monthTo: range.to,
    clockDueSoonBy: criteria.clockDueSoonBy ?? (await clockDueSoonByOf(db, scope.authorityId, now)),
  });
  return {
    months: monthsOf(range),
    clocks: rows.map(({ total, ...clock }) => ({
      ...clock,
      met: total?.met ?? 0,
      missed: total?.missed ?? 0,
      days: { median: total?.median ?? null, p90: total?.p90 ?? null },
      byOfficer: clock.byOfficer.map(({ median, p90, ...group }) => ({ ...group, days: { median, p90 } })),
      byContractor: clock.byContractor.map(({ median, p90, ...group }) => ({
        ...group,
        days: { median, p90 },
      })),
    })),
  };
}
