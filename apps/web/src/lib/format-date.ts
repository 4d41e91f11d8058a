import { PLATFORM_TIME_ZONE } from '@casekeeper/contract';

const day = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: PLATFORM_TIME_ZONE,
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
});
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
});

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PLATFORM_TIME_ZONE,
});
const longDayAndTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
});

/** A date in words for the public, "3 December 2026", in Europe/London. */
export function formatLongDate(value: string): string {
  return longDay.format(new Date(value));
}

/** A moment in words for the public, "Thursday, 3 December 2026 at 10:00", in Europe/London. */
export function formatLongDateTime(value: string): string {
  return longDayAndTime.format(new Date(value));
}

/** A date as dd/mm/yyyy in Europe/London; '' for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? day.format(new Date(value)) : '';
}

/** A moment as dd/mm/yy in Europe/London (the alarm lists' ALARM_DATE_FORMAT). */
export function formatShortDate(value: string): string {
  return shortDay.format(new Date(value));
}

/** A moment as dd/mm/yyyy, hh:mm in Europe/London; '' for none. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dayAndTime.format(new Date(value)).replace(',', '') : '';
}

/** A yyyy-mm-dd day (as the server sends chart days) as dd/mm/yyyy, without a time-zone shift. */
export function formatIsoDay(value: string): string {
  const [year, month, date] = value.split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** `2026-03` as "Mar 2026". */
export function monthLabel(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  const name = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, Number(number) - 1, 1)),
  );
  return `${name} ${year}`;
}
