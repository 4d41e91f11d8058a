const UK_DATE = /^(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})$/;

/**
 * A date typed the British way (27/03/1948, 27-3-1948) as the contract's YYYY-MM-DD. What does
 * not read as one is passed on as typed, for the contract to refuse with its own message.
 */
export function ukDateToIso(typed: string): string {
  const text = typed.trim();
  const match = UK_DATE.exec(text);
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Whether `iso` (YYYY-MM-DD) names a day of the calendar: 31/02/2026 does not. */
export function isCalendarDay(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}
