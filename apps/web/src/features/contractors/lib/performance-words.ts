import { financialYearOf, financialYearRange, type ContractorPerformance } from '@casekeeper/contract';
import { londonDayOf } from '@/lib/london-day';
import { formatPence } from '@/lib/money';

/** The financial year under way on `now` (UK time): the period shown until another is chosen. */
export function financialYearUnderWay(now: Date): { from: string; to: string } {
  return financialYearRange(financialYearOf(londonDayOf(now)));
}

const NONE = '–';
const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

/** "10 working days", "1 working day", or a dash when nothing was finished to measure. */
export function workingDaysText(days: number | null): string {
  if (days === null) return NONE;
  return `${decimal.format(days)} working ${days === 1 ? 'day' : 'days'}`;
}

/** The median against the quotes' estimate: "10 working days (quoted 7.5)". */
export function medianText(row: ContractorPerformance): string {
  const quoted = row.medianEstimatedWorkingDays;
  const median = workingDaysText(row.medianWorkingDays);
  return quoted === null || row.medianWorkingDays === null
    ? median
    : `${median} (quoted ${decimal.format(quoted)})`;
}

/** "50% (1 on time)", a dash with none to judge, and how many had no estimate to judge by. */
export function onTimeText(row: ContractorPerformance): string {
  const share = row.onTimeShare;
  const shown = share === null ? NONE : `${percent.format(share)} (${row.onTime} on time)`;
  return row.noEstimate === 0 ? shown : `${shown}; ${row.noEstimate} with no estimate`;
}

/** A sum of cost changes either way: "+£150.00", "−£50.00", "£0.00". */
export function signedPence(pence: number): string {
  if (pence === 0) return formatPence(0);
  return `${pence > 0 ? '+' : '−'}${formatPence(Math.abs(pence))}`;
}

/** "2, +£150.00" or "None". */
export function variationsText(row: ContractorPerformance): string {
  const { count, pence } = row.variations;
  return count === 0 ? 'None' : `${count}, ${signedPence(pence)}`;
}
