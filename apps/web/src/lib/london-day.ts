import { PLATFORM_TIME_ZONE } from '@casekeeper/contract';

// en-CA writes a date as yyyy-mm-dd, the contract's calendar day.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
});

/** The London day (yyyy-mm-dd) of a moment: the day the clocks place a status change on. */
export function londonDayOf(moment: string | Date): string {
  return isoDay.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/** Whole days from one yyyy-mm-dd day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
