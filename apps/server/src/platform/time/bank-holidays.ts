import Holidays from 'date-holidays';
import type { CalendarDay } from './calendar-days';

/**
 * Bank holidays by UK nation, from the `date-holidays` package's own data (shipped inside the
 * package: nothing is fetched). England and Wales share theirs. Its "public" holidays are the bank
 * holidays, substitute days for those falling at a weekend included; one-off days (a jubilee, a
 * state funeral) arrive with a new version of the package. (The contract's NATIONS name the same three.)
 */
export type Nation = 'ENGLAND_AND_WALES' | 'SCOTLAND' | 'NORTHERN_IRELAND';

const REGION_OF: Record<Nation, string> = {
  ENGLAND_AND_WALES: 'ENG',
  SCOTLAND: 'SCT',
  NORTHERN_IRELAND: 'NIR',
};

const sources = new Map<Nation, Holidays>();
const byYear = new Map<string, ReadonlySet<CalendarDay>>();

function sourceFor(nation: Nation): Holidays {
  let source = sources.get(nation);
  if (!source) {
    source = new Holidays('GB', REGION_OF[nation], { types: ['public'] });
    sources.set(nation, source);
  }
  return source;
}

/** The bank holidays of `nation` in `year`, as calendar days. */
export function bankHolidays(nation: Nation, year: number): ReadonlySet<CalendarDay> {
  const key = `${nation}:${year}`;
  let days = byYear.get(key);
  if (!days) {
    days = new Set(
      sourceFor(nation)
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(key, days);
  }
  return days;
}
