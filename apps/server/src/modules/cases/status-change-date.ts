import { STATUS_CHANGE_UNEXPLAINED_DAYS, STATUS_DATE_MESSAGES } from '@casekeeper/contract';
import { fieldError } from '../../platform/errors/app-error';
import { daysBetween } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';

/** The request's fields a refusal of the day or of the missing note is shown beside. */
export type StatusDateFields = { date: string; note: string };

const STATUS_CHANGE_FIELDS: StatusDateFields = { date: 'effectiveDate', note: 'note' };

/** A day as the UK writes it: 02/11/2026. */
const ukDay = (day: string) => day.split('-').reverse().join('/');

/**
 * When a change of status dated `effectiveDate` (today when null) took effect, or undefined for
 * now. A day may not be in the future nor before the case's previous change, and more than
 * STATUS_CHANGE_UNEXPLAINED_DAYS back it needs a note saying why. A day before today takes effect
 * as it began in London, or just after the previous change when that was the same day.
 */
export function statusChangeMoment(
  input: {
    effectiveDate: string | null;
    note: string | null;
    previousAt: Date | undefined;
    now: Date;
  },
  fields: StatusDateFields = STATUS_CHANGE_FIELDS,
): Date | undefined {
  const today = londonDay(input.now);
  const day = input.effectiveDate ?? today;
  if (day > today) throw fieldError(fields.date, STATUS_DATE_MESSAGES.future);
  const previousDay = input.previousAt && londonDay(input.previousAt);
  if (previousDay !== undefined && day < previousDay) {
    throw fieldError(fields.date, STATUS_DATE_MESSAGES.beforePrevious(ukDay(previousDay)));
  }
  if (daysBetween(day, today) > STATUS_CHANGE_UNEXPLAINED_DAYS && input.note === null) {
    throw fieldError(fields.note, STATUS_DATE_MESSAGES.reasonNeeded);
  }
  if (day === today) return undefined;
  const dayBegins = londonStartOf(day);
  if (input.previousAt && input.previousAt >= dayBegins) return new Date(input.previousAt.getTime() + 1);
  return dayBegins;
}
