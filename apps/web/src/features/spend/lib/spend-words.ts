import { monthLabel } from '@/lib/format-date';
import { formatPence } from '@/lib/money';

const count = (value: number) => value.toLocaleString('en-GB');

/** "1 case", "12 cases". */
export const casesWords = (cases: number): string => `${count(cases)} ${cases === 1 ? 'case' : 'cases'}`;

/** Days, to a tenth where the server worked out a fraction: "1 day", "12.5 days"; "–" for none. */
export function daysWords(days: number | null): string {
  if (days === null) return '–';
  const text = days.toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${text} ${text === '1' ? 'day' : 'days'}`;
}

/** Money or "–" where there is none to give (an average of no grants). */
export const penceOrDash = (pence: number | null): string => (pence === null ? '–' : formatPence(pence));

/**
 * A month (yyyy-mm) as the chart and its table both say it: "Sept 2026" in the table, and "Sept"
 * alone under a bar, whose year is the one chosen (twelve full labels do not fit a phone).
 */
export const monthWords = (month: string, { withYear = true } = {}): string =>
  withYear ? monthLabel(month) : monthLabel(month).replace(/ \d+$/, '');

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (yyyy-mm-dd) in words: "27 November 2026", wherever the browser is. */
export const dayInWords = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));

/** What the remaining figure means in words, so that an overspend never rests on colour alone. */
export function remainingWords(remainingPence: number | null): string {
  if (remainingPence === null) return 'No allocation recorded';
  if (remainingPence < 0) return `Overspent by ${formatPence(-remainingPence)}`;
  if (remainingPence === 0) return 'Nothing left to commit';
  return 'Left to commit';
}

/** An in-year change with its sign shown: "+£1,500.00", "−£200.00" (a true minus sign). */
export const signedPence = (pence: number): string =>
  pence < 0 ? `−${formatPence(-pence)}` : `+${formatPence(pence)}`;

/** Remaining as shown: a true minus sign before the pound sign when overspent. */
export const remainingText = (pence: number): string => (pence < 0 ? signedPence(pence) : formatPence(pence));
