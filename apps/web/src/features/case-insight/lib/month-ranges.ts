/** The periods the dashboard offers for its monthly figures, each as `YYYY-MM` months, UK time. */
export const MONTH_RANGES = [
  { id: 'last-12', label: 'Last 12 months' },
  { id: 'last-6', label: 'Last 6 months' },
  { id: 'last-24', label: 'Last 24 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'last-year', label: 'Last year' },
  { id: 'this-quarter', label: 'This quarter' },
  { id: 'last-quarter', label: 'Last quarter' },
] as const;

export type MonthRangeId = (typeof MONTH_RANGES)[number]['id'];

export const DEFAULT_MONTH_RANGE: MonthRangeId = 'last-12';

type Month = { year: number; month: number };

const text = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;

function monthsBefore({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) - count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first month of a month's quarter (January, April, July, October: the financial year's quarters too). */
const quarterStart = ({ year, month }: Month): Month => ({ year, month: month - ((month - 1) % 3) });

/** The month `now` falls in, in Europe/London. */
export function ukMonth(now: Date): Month {
  const [year = '0', month = '1'] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-');
  return { year: Number(year), month: Number(month) };
}

/** The first and last month of a period, as the chart list takes them. */
export function monthRange(id: MonthRangeId, now: Date): { MonthFrom: string; MonthTo: string } {
  const current = ukMonth(now);
  switch (id) {
    case 'last-6':
      return { MonthFrom: text(monthsBefore(current, 5)), MonthTo: text(current) };
    case 'last-24':
      return { MonthFrom: text(monthsBefore(current, 23)), MonthTo: text(current) };
    case 'this-year':
      return { MonthFrom: text({ year: current.year, month: 1 }), MonthTo: text(current) };
    case 'this-quarter':
      return { MonthFrom: text(quarterStart(current)), MonthTo: text(current) };
    case 'last-quarter': {
      const start = monthsBefore(quarterStart(current), 3);
      return { MonthFrom: text(start), MonthTo: text(monthsBefore(start, -2)) };
    }
    case 'last-year':
      return {
        MonthFrom: text({ year: current.year - 1, month: 1 }),
        MonthTo: text({ year: current.year - 1, month: 12 }),
      };
    default:
      return { MonthFrom: text(monthsBefore(current, 11)), MonthTo: text(current) };
  }
}
