import {
  EARLIEST_FINANCIAL_YEAR,
  financialYearLabel,
  financialYearOf,
  LATEST_FINANCIAL_YEAR,
} from '@casekeeper/contract';
import { londonDayOf } from '@/lib/london-day';

/** How many years before the one under way the chooser offers. */
const YEARS_BACK = 4;

/** The financial year under way on `now`, in UK time: 2026 (2026/27) from 1 April 2026. */
export function yearUnderWay(now: Date): number {
  return financialYearOf(londonDayOf(now));
}

const isYear = (year: number) =>
  Number.isInteger(year) && year >= EARLIEST_FINANCIAL_YEAR && year <= LATEST_FINANCIAL_YEAR;

/** The year an address names (`?year=2025`), or the one under way when it names none the server knows. */
export function yearFromQuery(value: string | null, underWay: number): number {
  const year = Number(value);
  return value !== null && /^\d{4}$/.test(value) && isYear(year) ? year : underWay;
}

export type YearChoice = { year: number; label: string };

/**
 * The years to choose from, newest first: the next one (to record its allocation ahead), the one
 * under way and the few before it, with the chosen one whatever it is (a year named in a link).
 */
export function yearChoices(underWay: number, chosen: number): YearChoice[] {
  const years = new Set<number>([chosen]);
  for (let year = underWay + 1; year >= underWay - YEARS_BACK; year -= 1) {
    if (isYear(year)) years.add(year);
  }
  return [...years].sort((a, b) => b - a).map((year) => ({ year, label: financialYearLabel(year) }));
}
