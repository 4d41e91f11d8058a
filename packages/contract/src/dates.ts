import { singleLineText } from './text';

/*
 * Every calendar day and month a request may carry lies in these years. PostgreSQL has no year 0
 * ("0000-02-29" was a 500, error 22008, where JavaScript's calendar took it), and a case, a
 * filter or a closure day before 1900 or after 2199 is a mistyped year, not a record.
 */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2199-12-31';
export const DAY_RANGE_MESSAGE = 'Choose a date from 1900 to 2199';
export const MONTH_RANGE_MESSAGE = 'Choose a month from 1900 to 2199';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `value` is a `YYYY-MM-DD` day the calendar has (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isYearMonth(value: string): boolean {
  return YEAR_MONTH.test(value);
}

/** Whether a `YYYY-MM-DD` day, or a `YYYY-MM` month, lies from EARLIEST_DAY to LATEST_DAY. */
export function isWithinDayRange(value: string): boolean {
  return value >= EARLIEST_DAY.slice(0, value.length) && value <= LATEST_DAY.slice(0, value.length);
}

type Check = { is: (value: string) => boolean; formatMessage: string; rangeMessage: string };

/** Text checked for its format, then (only when well formed) for its range; blank passes when `blankAllowed`. */
function checkedText({ is, formatMessage, rangeMessage }: Check, blankAllowed: boolean) {
  return singleLineText().superRefine((value, context) => {
    if (blankAllowed && value === '') return;
    if (!is(value)) context.addIssue({ code: 'custom', message: formatMessage, input: value });
    else if (!isWithinDayRange(value))
      context.addIssue({ code: 'custom', message: rangeMessage, input: value });
  });
}

const DAY: Omit<Check, 'formatMessage'> = { is: isCalendarDay, rangeMessage: DAY_RANGE_MESSAGE };
const MONTH: Omit<Check, 'formatMessage'> = { is: isYearMonth, rangeMessage: MONTH_RANGE_MESSAGE };

/** A calendar day, `YYYY-MM-DD`, that exists and lies from 1900 to 2199. */
export function calendarDaySchema(formatMessage: string) {
  return checkedText({ ...DAY, formatMessage }, false);
}

/** A calendar day as a query parameter: the same checks, and blank or absent is null. */
export function optionalDayQuerySchema(formatMessage: string) {
  return checkedText({ ...DAY, formatMessage }, true)
    .default('')
    .transform((value) => (value === '' ? null : value));
}

/** A month, `YYYY-MM`, as a query parameter, from 1900 to 2199: blank or absent is null. */
export function optionalMonthQuerySchema(formatMessage: string) {
  return checkedText({ ...MONTH, formatMessage }, true)
    .default('')
    .transform((value) => (value === '' ? null : value));
}
