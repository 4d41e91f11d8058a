/**
 * Calendar days as `YYYY-MM-DD` text: a day in Europe/London, with no time and no zone, so that
 * arithmetic on it cannot be shifted by the clocks going forward or back (docs/clocks.md).
 */
export type CalendarDay = string;

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: CalendarDay): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days since 1 January 1970 (a count, not a moment: UTC is only the arithmetic's frame). */
export function dayNumber(day: CalendarDay): number {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

export function dayFromNumber(number: number): CalendarDay {
  return new Date(number * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  return dayFromNumber(dayNumber(day) + count);
}

/** `to` minus `from`, in days. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same day `count` months on; a day the later month lacks becomes its last day
 * (31 August + 6 months = 28 February, or 29 in a leap year), as a month's limit is read.
 */
export function addCalendarMonths(day: CalendarDay, count: number): CalendarDay {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDate).padStart(2, '0')}`;
}

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month);
}
