import { financialYearRange } from '@casekeeper/contract';
import { londonDay } from '../../platform/time/london-calendar';

/** The day a financial year's Spend figures are as at: its last day, or today (London) while it is under way. */
export function spendAsAt(year: number, now: Date): string {
  const { to } = financialYearRange(year);
  const today = londonDay(now);
  return today < to ? today : to;
}
