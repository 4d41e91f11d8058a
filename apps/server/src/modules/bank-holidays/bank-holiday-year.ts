import type { BankHolidayYear, Nation } from '@casekeeper/contract';
import type { BankHolidayCalendar } from '../../platform/time/bank-holiday-calendar';

/** A nation's year of the calendar, as the admin page lists it. */
export function bankHolidayYear(
  calendar: BankHolidayCalendar,
  nation: Nation,
  year: number,
): BankHolidayYear {
  return {
    nation,
    year,
    loaded: calendar.isLoaded(nation, year),
    days: [...calendar.entries(nation, year)].map(([day, entry]) => ({ day, ...entry })),
    removed: calendar
      .removed(nation, year)
      .map(({ day, title }) => ({ day, title }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}
