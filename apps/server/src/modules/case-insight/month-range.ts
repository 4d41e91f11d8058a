import { INSIGHT_DEFAULT_MONTHS } from '@casekeeper/contract';
import { addMonths, londonMonth } from '../../platform/time/london-calendar';

export type MonthRange = { from: string; to: string };

/**
 * The months of the chart's series, `YYYY-MM`: as chosen, or the twelve up to the current
 * London month; with only one end chosen, the other is eleven months away from it.
 */
export function monthRangeOf(from: string | null, to: string | null, now: Date): MonthRange {
  const span = INSIGHT_DEFAULT_MONTHS - 1;
  if (from && to) return { from, to };
  if (from) return { from, to: addMonths(from, span) };
  const last = to ?? londonMonth(now);
  return { from: addMonths(last, -span), to: last };
}

/** Every month of a range, `YYYY-MM`, oldest first. */
export function monthsOf(range: MonthRange): string[] {
  const months: string[] = [];
  for (let month = range.from; month <= range.to; month = addMonths(month, 1)) months.push(month);
  return months;
}
