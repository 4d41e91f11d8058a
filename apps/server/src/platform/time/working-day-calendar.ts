import { BUILT_IN_CALENDAR, type BankHolidayCalendar } from './bank-holiday-calendar';
import type { Nation } from './bank-holidays';
import { dayFromNumber, dayNumber, type CalendarDay } from './calendar-days';

/**
 * Working days: Monday to Friday, less the bank holidays of the authority's nation (the corrected
 * calendar, docs/clocks.md; the built-in one when none is given) and its own closure days. Counting follows the usual reading of "within N working days of": the day
 * something happens is day 0, the next working day is day 1.
 */
export type WorkingDayCalendar = {
  isWorkingDay(day: CalendarDay): boolean;
  /** The working day `count` working days after `day`; `day` itself for 0. */
  addWorkingDays(day: CalendarDay, count: number): CalendarDay;
  /** The working days after `from` up to and including `to`; negative when `to` is earlier. */
  workingDaysBetween(from: CalendarDay, to: CalendarDay): number;
};

/*
 * Clocks are worked out for every case of an authority at once, so days are counted by table, not
 * one by one: for each nation and year (made the first time it is needed, and kept), the working
 * days from 1 January up to each day, weekends and bank holidays left out; the authority's closure
 * days are then taken off with a binary search.
 */
type YearTable = { firstDay: number; counts: Int32Array; total: number };

type Holidays = { calendar: BankHolidayCalendar; nation: Nation };

const yearTablesOf = new WeakMap<BankHolidayCalendar, Map<string, YearTable>>();

const isWeekend = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

function yearTable({ calendar, nation }: Holidays, year: number): YearTable {
  let yearTables = yearTablesOf.get(calendar);
  if (!yearTables) {
    yearTables = new Map();
    yearTablesOf.set(calendar, yearTables);
  }
  const key = `${nation}:${year}`;
  let table = yearTables.get(key);
  if (!table) {
    const firstDay = dayNumber(`${String(year).padStart(4, '0')}-01-01`);
    const length = dayNumber(`${String(year + 1).padStart(4, '0')}-01-01`) - firstDay;
    const holidays = new Set([...calendar.holidays(nation, year)].map(dayNumber));
    const counts = new Int32Array(length);
    let count = 0;
    for (let index = 0; index < length; index += 1) {
      const day = firstDay + index;
      if (!isWeekend(day) && !holidays.has(day)) count += 1;
      counts[index] = count;
    }
    table = { firstDay, counts, total: count };
    yearTables.set(key, table);
  }
  return table;
}

/** Working days after `from` up to and including `to` (from ≤ to), weekends and bank holidays apart. */
function countBetween(nation: Holidays, from: number, to: number): number {
  const fromYear = yearTable(nation, yearOf(from));
  const countIn = (table: YearTable, day: number) => table.counts[day - table.firstDay] ?? 0;
  if (to < fromYear.firstDay + fromYear.counts.length) return countIn(fromYear, to) - countIn(fromYear, from);
  let count = fromYear.total - countIn(fromYear, from);
  for (let year = yearOf(from) + 1; ; year += 1) {
    const table = yearTable(nation, year);
    if (to < table.firstDay + table.counts.length) return count + countIn(table, to);
    count += table.total;
  }
}

/** The day `count` (≥ 1) working days after `from`, weekends and bank holidays apart. */
function addCounted(nation: Holidays, from: number, count: number): number {
  let table = yearTable(nation, yearOf(from));
  let target = (table.counts[from - table.firstDay] ?? 0) + count;
  while (target > table.total) {
    target -= table.total;
    table = yearTable(nation, yearOf(table.firstDay) + 1);
  }
  // The first day of the year whose count reaches the target: counts rise on working days alone.
  let low = 0;
  let high = table.counts.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table.counts[middle] ?? 0) >= target) high = middle;
    else low = middle + 1;
  }
  return table.firstDay + low;
}

/** How many of the sorted `values` are above `from` and at most `to`. */
function countWithin(values: readonly number[], from: number, to: number): number {
  const atMost = (limit: number) => {
    let low = 0;
    let high = values.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[middle] ?? 0) <= limit) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return atMost(to) - atMost(from);
}

function isBankHoliday({ calendar, nation }: Holidays, day: number): boolean {
  return calendar.holidays(nation, yearOf(day)).has(dayFromNumber(day));
}

export function workingDayCalendar(
  nationName: Nation,
  closureDays: Iterable<CalendarDay> = [],
  calendar: BankHolidayCalendar = BUILT_IN_CALENDAR,
): WorkingDayCalendar {
  const nation: Holidays = { calendar, nation: nationName };
  const closed = new Set([...closureDays].map(dayNumber));
  // Closure days that would otherwise be working days: each takes one off the counts across it.
  const closedWorkingDays = [...closed]
    .filter((day) => !isWeekend(day) && !isBankHoliday(nation, day))
    .sort((a, b) => a - b);
  const countForward = (from: number, to: number) =>
    countBetween(nation, from, to) - countWithin(closedWorkingDays, from, to);

  return {
    isWorkingDay(day) {
      const number = dayNumber(day);
      return !isWeekend(number) && !closed.has(number) && !isBankHoliday(nation, number);
    },
    addWorkingDays(day, count) {
      if (!Number.isInteger(count) || count < 0) throw new Error(`cannot add ${count} working days`);
      let current = dayNumber(day);
      // Each closure day passed over is one working day fewer: go on by as many more.
      for (let needed = count; needed > 0;) {
        const next = addCounted(nation, current, needed);
        needed = countWithin(closedWorkingDays, current, next);
        current = next;
      }
      return dayFromNumber(current);
    },
    workingDaysBetween(from, to) {
      const [a, b] = [dayNumber(from), dayNumber(to)];
      return b >= a ? countForward(a, b) : -countForward(b, a);
    },
  };
}
