import { EARLIEST_FINANCIAL_YEAR } from '@casekeeper/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currentBankHolidays } from '../bank-holidays';
import { findCalendarSettings } from '../case-clocks';
import { weekdayOf } from '../../platform/time/calendar-days';

/**
 * The weekdays an authority does not work, from 2000 to the end of `lastYear`: its nation's bank
 * holidays (the corrected calendar the clocks count) and its closure days, in order. PostgreSQL
 * counts working days against this list, so that a median of working days is taken where the
 * days are; the calendar itself is kept here, in one place.
 */
export async function nonWorkingWeekdays(
  db: Executor,
  authorityId: number,
  lastYear: number,
): Promise<string[]> {
  const { nation, closureDays } = await findCalendarSettings(db, authorityId);
  const holidays = await currentBankHolidays(db);
  const days = new Set(closureDays.map((closed) => closed.day));
  for (let year = EARLIEST_FINANCIAL_YEAR; year <= lastYear; year += 1) {
    for (const day of holidays.holidays(nation, year)) days.add(day);
  }
  return [...days].filter((day) => ![0, 6].includes(weekdayOf(day))).sort();
}

/** Weekdays from Monday 1 January 1900 up to and including `day` (a date from 1900 on). */
const weekdaysTo = (day: SQL) =>
  sql`(5 * ((${day} - date '1900-01-01') / 7) + least((${day} - date '1900-01-01') % 7 + 1, 5))`;

/** How many of the sorted days are on or before `day`: a binary search, not a scan, per row. */
const closedBy = (day: SQL, closed: SQL) => sql`width_bucket(${day}, ${closed})`;

/**
 * Working days after `from` up to and including `to` (both dates), as the working-day calendar
 * counts them (platform/time/working-day-calendar.ts): the day itself is day 0; negative when `to`
 * is earlier; null when either is. `nonWorking` is what `nonWorkingWeekdays` answers (sorted).
 */
export function workingDaysBetweenSql(from: SQL, to: SQL, nonWorking: readonly string[]): SQL<number | null> {
  const low = sql`least(${from}, ${to})`;
  const high = sql`greatest(${from}, ${to})`;
  const closed = sql`${`{${nonWorking.join(',')}}`}::date[]`;
  const closedBetween =
    nonWorking.length === 0 ? sql`0` : sql`(${closedBy(high, closed)} - ${closedBy(low, closed)})`;
  return sql<
    number | null
  >`(sign(${to} - ${from}) * (${weekdaysTo(high)} - ${weekdaysTo(low)} - ${closedBetween}))::int`;
}
