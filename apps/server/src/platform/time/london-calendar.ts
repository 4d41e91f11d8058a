const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day `at` falls on in Europe/London, `YYYY-MM-DD`. */
export function londonDay(at: Date): string {
  return LONDON_DAY.format(at);
}

/** The month `at` falls in, in Europe/London, `YYYY-MM`. */
export function londonMonth(at: Date): string {
  return londonDay(at).slice(0, 7);
}

/** The month `count` months after `month` (before, when negative), `YYYY-MM`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The moment `day` (`YYYY-MM-DD`) begins in Europe/London: 23:00 UTC the day before in summer. */
export function londonStartOf(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const anHourEarlier = new Date(utcMidnight - 3_600_000);
  return londonDay(anHourEarlier) === day ? anHourEarlier : new Date(utcMidnight);
}
