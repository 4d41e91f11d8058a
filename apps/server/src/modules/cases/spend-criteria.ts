import {
  financialYearOf,
  financialYearRange,
  type caseListFilterSchema,
  type SpendFigure,
} from '@casekeeper/contract';
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { caseGrants, casePayments, cases } from '../../db/schema';
import { approvedBetween, committedAsAt, finalPaidBetween, paidBetween, spendAsAt } from '../grant-figures';
import { addDays } from '../../platform/time/calendar-days';
import { addMonths, londonDay } from '../../platform/time/london-calendar';

/** The cases a Spend figure counts (docs/spend.md): the days it counts them over, and the type. */
export type SpendCriteria = {
  figure: SpendFigure;
  /** The financial year, or the month of it for Paid. */
  from: string;
  to: string;
  /** What Committed is as at: the year's last day, or today while it is under way. */
  asAt: string;
  adaptationTypeId: number | null;
};

type SpendShape = {
  spendPaid: boolean;
  spendCommitted: boolean;
  spendApproved: boolean;
  spendOfType: boolean;
  spendFinalPaid: boolean;
};

/** The month's first and last days. */
function monthDays(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The list's Spend filter as the contract parses it; the year under way when none is named. */
export function spendCriteriaOf(
  filter: Pick<
    z.output<typeof caseListFilterSchema>,
    'SpendFigure' | 'SpendYear' | 'SpendMonth' | 'AdaptationTypeId'
  >,
  now: Date,
): SpendCriteria | null {
  const figure = filter.SpendFigure;
  if (figure === null) return null;
  const year = filter.SpendYear ?? financialYearOf(londonDay(now));
  const days =
    figure === 'Paid' && filter.SpendMonth !== null ? monthDays(filter.SpendMonth) : financialYearRange(year);
  return {
    figure,
    from: days.from,
    to: days.to,
    asAt: spendAsAt(year, now),
    adaptationTypeId: figure === 'Approved' ? filter.AdaptationTypeId : null,
  };
}

export const hasSpendFigure = (shape: SpendShape): boolean =>
  shape.spendPaid || shape.spendCommitted || shape.spendApproved || shape.spendFinalPaid;

const value = (name: string) => sql.placeholder(name);

/** The list's condition for a Spend figure: the very grants and payments the figure sums. */
export function spendWhere(shape: SpendShape, authorityId: SQLWrapper): SQL | undefined {
  const [from, to] = [value('spendFrom'), value('spendTo')];
  const grants = (which: SQL | undefined) =>
    sql`${cases.id} in (select ${caseGrants.caseId} from ${caseGrants} where ${which})`;
  if (shape.spendPaid)
    return sql`${cases.id} in (select ${casePayments.caseId} from ${casePayments} where ${paidBetween(authorityId, from, to)})`;
  if (shape.spendCommitted) return grants(committedAsAt(authorityId, value('spendAsAt')));
  if (shape.spendFinalPaid) return grants(finalPaidBetween(authorityId, from, to));
  if (shape.spendApproved)
    return grants(
      and(
        approvedBetween(authorityId, from, to),
        shape.spendOfType
          ? sql`${value('spendTypeId')}::int = any(${caseGrants.adaptationTypeIds})`
          : undefined,
      ),
    );
  return undefined;
}
