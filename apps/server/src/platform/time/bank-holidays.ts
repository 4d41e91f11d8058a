import Holidays from 'date-holidays';
import type { CalendarDay } from './calendar-days';

/**
 * Bank holidays by UK nation, from the `date-holidays` package's own data (shipped inside the
 * package: nothing is fetched). England and Wales share theirs. Its "public" holidays are the bank
 * holidays, substitute days for those falling at a weekend included; one-off days (a jubilee, a
 * state funeral) arrive with a new version of the package, or a platform admin loads them (docs/clocks.md). (The contract's NATIONS name the same three.)
 */
export type Nation = 'ENGLAND_AND_WALES' | 'SCOTLAND' | 'NORTHERN_IRELAND';

const REGION_OF: Record<Nation, string> = {
  ENGLAND_AND_WALES: 'ENG',
  SCOTLAND: 'SCT',
  NORTHERN_IRELAND: 'NIR',
};

const sources = new Map<Nation, Holidays>();
const byYear = new Map<string, ReadonlyMap<CalendarDay, string>>();
const setsByYear = new Map<string, ReadonlySet<CalendarDay>>();

function sourceFor(nation: Nation): Holidays {
  let source = sources.get(nation);
  if (!source) {
    source = new Holidays('GB', REGION_OF[nation], { types: ['public'] });
    sources.set(nation, source);
  }
  return source;
}

/**
 * The built-in bank holidays of `nation` in `year`, each calendar day with its name. What clocks
 * count is the corrected calendar (`bank-holiday-calendar.ts`), which starts from this.
 */
export function builtInBankHolidays(nation: Nation, year: number): ReadonlyMap<CalendarDay, string> {
  const key = `${nation}:${year}`;
  let days = byYear.get(key);
  if (!days) {
    const named = new Map<CalendarDay, string>();
    for (const holiday of sourceFor(nation).getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      if (holiday.type === 'public' && !named.has(day)) named.set(day, holiday.name);
    }
    days = named;
    byYear.set(key, days);
  }
  return days;
}

/** The built-in bank holidays of `nation` in `year`, as calendar days. */
export function bankHolidays(nation: Nation, year: number): ReadonlySet<CalendarDay> {
  const key = `${nation}:${year}`;
  let days = setsByYear.get(key);
  if (!days) {
    days = new Set(builtInBankHolidays(nation, year).keys());
    setsByYear.set(key, days);
  }
  return days;
}
