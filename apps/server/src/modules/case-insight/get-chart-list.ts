import { APPLICATION_STATUSES, type ChartList, type chartListQuerySchema } from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { caseScopeOf, listCriteriaOf, listShape, listValues } from '../cases';
import { findChartFigures, type ChartFigures } from './chart-list-statement';
import { monthRangeOf } from './month-range';

export type GetChartListInput = {
  caller: Caller;
  query: z.output<typeof chartListQuerySchema>;
  now?: Date;
};

const SECONDS_A_DAY = 86_400;

/** Mean days a stay lasted, an open case's current stay up to `now`; one decimal place. */
function averageDays(stay: ChartFigures['stays'][number] | undefined, now: Date): number | null {
  if (!stay) return null;
  const stays = stay.completedStays + stay.currentStays;
  if (stays === 0) return null;
  const currentSeconds = stay.currentStays * (now.getTime() / 1000) - stay.currentSinceSeconds;
  const days = (stay.completedSeconds + currentSeconds) / stays / SECONDS_A_DAY;
  return Math.round(days * 10) / 10;
}

/** The dashboard's charts over the cases the caller's case list would list with this filter. */
export async function getChartList(db: Database, input: GetChartListInput): Promise<ChartList> {
  const { caller, query, now = new Date() } = input;
  const scope = caseScopeOf(caller);
  const criteria = await listCriteriaOf(db, scope.authorityId, query, now);
  const months = monthRangeOf(query.MonthFrom, query.MonthTo, now);
  const [row] = await findChartFigures(db, listShape(scope, criteria), {
    ...listValues(scope, criteria),
    monthFrom: `${months.from}-01`,
    monthTo: `${months.to}-01`,
  });
  if (!row) throw new Error('The chart figures could not be read.');
  const { figures } = row;
  const casesIn = (statusId: number) =>
    figures.byStatus.find((count) => count.statusId === statusId)?.cases ?? 0;
  const byStatus = APPLICATION_STATUSES.map((status) => ({
    statusId: status.id,
    statusName: status.name,
    cases: casesIn(status.id),
  }));
  return {
    totalCases: byStatus.reduce((total, count) => total + count.cases, 0),
    byStatus,
    monthly: figures.monthly,
    timeInStatus: APPLICATION_STATUSES.map((status) => {
      const stay = figures.stays.find((figure) => figure.statusId === status.id);
      const counted = stay && stay.completedStays + stay.currentStays;
      return {
        statusId: status.id,
        statusName: status.name,
        stays: counted ?? 0,
        averageDays: averageDays(stay, now),
      };
    }),
    byOfficer: figures.byOfficer,
    byContractor: figures.byContractor,
  };
}
