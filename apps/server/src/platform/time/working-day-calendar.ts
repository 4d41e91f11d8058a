import { bankHolidays, type Nation } from './bank-holidays';
import { addDays, dayNumber, type CalendarDay, weekdayOf } from './calendar-days';

/**
 * Working days: Monday to Friday, less the bank holidays of the authority's nation and its own
 * closure days. Counting follows the usual reading of "within N working days of": the day
 * something happens is day 0, the next working day is day 1.
 */
export type WorkingDayCalendar = {
  isWorkingDay(day: CalendarDay): boolean;
  /** The working day `count` working days after `day`; `day` itself for 0. */
  addWorkingDays(day: CalendarDay, count: number): CalendarDay;
  /** The working days after `from` up to and including `to`; negative when `to` is earlier. */
  workingDaysBetween(from: CalendarDay, to: CalendarDay): number;
};

export function workingDayCalendar(
  nation: Nation,
  closureDays: Iterable<CalendarDay> = [],
): WorkingDayCalendar {
  const closed = new Set(closureDays);
  const isWorkingDay = (day: CalendarDay) => {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6 || closed.has(day)) return false;
    return !bankHolidays(nation, Number(day.slice(0, 4))).has(day);
  };

  const countForward = (from: CalendarDay, to: CalendarDay) => {
    let count = 0;
    for (let day = addDays(from, 1); dayNumber(day) <= dayNumber(to); day = addDays(day, 1)) {
      if (isWorkingDay(day)) count += 1;
    }
    return count;
  };

  return {
    isWorkingDay,
    addWorkingDays(day, count) {
      if (!Number.isInteger(count) || count < 0) throw new Error(`cannot add ${count} working days`);
      let current = day;
      for (let left = count; left > 0;) {
        current = addDays(current, 1);
        if (isWorkingDay(current)) left -= 1;
      }
      return current;
    },
    workingDaysBetween(from, to) {
      return dayNumber(to) >= dayNumber(from) ? countForward(from, to) : -countForward(to, from);
    },
  };
}
