import type { BankHolidayCorrection } from '@casekeeper/contract';
import { builtInBankHolidays, type Nation } from './bank-holidays';
import type { CalendarDay } from './calendar-days';

/** Where a bank holiday of the calendar comes from. */
export type BankHolidaySource = 'BUILT_IN' | 'LOADED' | 'ADDED';
export type BankHolidayEntry = { title: string; source: BankHolidaySource };

/** A stored correction: a day of a loaded year, or a day added or removed by hand. */
export type CorrectedDay = {
  nation: Nation;
  day: CalendarDay;
  correction: BankHolidayCorrection;
  title: string;
};

/** What is stored: the years loaded from a file (each nation's, as `NATION:year`) and the corrected days. */
export type BankHolidayCorrections = { loadedYears: ReadonlySet<string>; days: readonly CorrectedDay[] };

/**
 * The bank holidays clocks count: for a year loaded from a GOV.UK file, that file's days, for any
 * other the built-in calendar's; then the days added by hand, less those removed by hand.
 */
export type BankHolidayCalendar = {
  /** The year's bank holidays with their names and sources, in date order. */
  entries(nation: Nation, year: number): ReadonlyMap<CalendarDay, BankHolidayEntry>;
  holidays(nation: Nation, year: number): ReadonlySet<CalendarDay>;
  isLoaded(nation: Nation, year: number): boolean;
  /** The days of the year's calendar removed by hand, with the names they had. */
  removed(nation: Nation, year: number): readonly CorrectedDay[];
};

const yearOf = (day: CalendarDay) => Number(day.slice(0, 4));
/*
 * The built-in calendar also names a holiday that falls at a weekend (Boxing Day on a Saturday)
 * beside its substitute day; GOV.UK lists only the day off. Weekends are no working days either way,
 * so they are left out, and a loaded file is compared with the days that matter.
 */
const isWeekend = (day: CalendarDay) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

export function bankHolidayCalendar(corrections: BankHolidayCorrections): BankHolidayCalendar {
  const byYear = new Map<string, CorrectedDay[]>();
  for (const corrected of corrections.days) {
    const key = `${corrected.nation}:${yearOf(corrected.day)}`;
    byYear.set(key, [...(byYear.get(key) ?? []), corrected]);
  }
  const kept = new Map<string, { entries: Map<CalendarDay, BankHolidayEntry>; holidays: Set<CalendarDay> }>();

  const yearOfCalendar = (nation: Nation, year: number) => {
    const key = `${nation}:${year}`;
    const found = kept.get(key);
    if (found) return found;
    const corrected = byYear.get(key) ?? [];
    const base: [CalendarDay, BankHolidayEntry][] = corrections.loadedYears.has(key)
      ? corrected
          .filter((row) => row.correction === 'LOADED')
          .map((row) => [row.day, { title: row.title, source: 'LOADED' }])
      : [...builtInBankHolidays(nation, year)]
          .filter(([day]) => !isWeekend(day))
          .map(([day, title]) => [day, { title, source: 'BUILT_IN' }]);
    const entries = new Map(base);
    for (const row of corrected) {
      if (row.correction === 'ADDED' && !entries.has(row.day))
        entries.set(row.day, { title: row.title, source: 'ADDED' });
    }
    for (const row of corrected) if (row.correction === 'REMOVED') entries.delete(row.day);
    const sorted = new Map([...entries].sort(([a], [b]) => a.localeCompare(b)));
    const made = { entries: sorted, holidays: new Set(sorted.keys()) };
    kept.set(key, made);
    return made;
  };

  return {
    entries: (nation, year) => yearOfCalendar(nation, year).entries,
    holidays: (nation, year) => yearOfCalendar(nation, year).holidays,
    isLoaded: (nation, year) => corrections.loadedYears.has(`${nation}:${year}`),
    removed: (nation, year) =>
      (byYear.get(`${nation}:${year}`) ?? []).filter((row) => row.correction === 'REMOVED'),
  };
}

/** The built-in calendar alone: what clocks count until a platform admin corrects it. */
export const BUILT_IN_CALENDAR = bankHolidayCalendar({ loadedYears: new Set(), days: [] });
