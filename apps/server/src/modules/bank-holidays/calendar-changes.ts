import { NATIONS, type BankHolidayNationChange, type Nation } from '@casekeeper/contract';
import {
  bankHolidayCalendar,
  type BankHolidayCalendar,
  type BankHolidayCorrections,
} from '../../platform/time/bank-holiday-calendar';
import type { LoadedNation } from './gov-uk-file';

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The years a file covers for one nation: every year it has a day in. */
export function yearsOf(loaded: LoadedNation): number[] {
  return [...new Set(loaded.days.map((day) => yearOf(day.day)))].sort((a, b) => a - b);
}

/** The corrections once a file is loaded: its years replace theirs, hand corrections included. */
export function correctionsWithFile(
  current: BankHolidayCorrections,
  file: readonly LoadedNation[],
): BankHolidayCorrections {
  const replaced = new Set(
    file.flatMap((loaded) => yearsOf(loaded).map((year) => `${loaded.nation}:${year}`)),
  );
  return {
    loadedYears: new Set([...current.loadedYears, ...replaced]),
    days: [
      ...current.days.filter((row) => !replaced.has(`${row.nation}:${yearOf(row.day)}`)),
      ...file.flatMap((loaded) =>
        loaded.days.map((day) => ({ nation: loaded.nation, ...day, correction: 'LOADED' as const })),
      ),
    ],
  };
}

/** What one nation's calendar gains and loses over `years`, going from `before` to `after`. */
export function nationChange(
  nation: Nation,
  years: readonly number[],
  before: BankHolidayCalendar,
  after: BankHolidayCalendar,
): BankHolidayNationChange {
  const change: BankHolidayNationChange = { nation, years: [...years], added: [], removed: [] };
  for (const year of years) {
    const was = before.entries(nation, year);
    const is = after.entries(nation, year);
    for (const [day, { title }] of is) if (!was.has(day)) change.added.push({ day, title });
    for (const [day, { title }] of was) if (!is.has(day)) change.removed.push({ day, title });
  }
  return change;
}

/** Per nation, in the contract's order, what loading `file` over `current` adds and removes. */
export function fileChanges(current: BankHolidayCorrections, file: readonly LoadedNation[]) {
  const before = bankHolidayCalendar(current);
  const after = bankHolidayCalendar(correctionsWithFile(current, file));
  return NATIONS.map((nation) => {
    const loaded = file.find((entry) => entry.nation === nation);
    return nationChange(nation, loaded ? yearsOf(loaded) : [], before, after);
  });
}

export const changesSomething = (change: BankHolidayNationChange) =>
  change.added.length > 0 || change.removed.length > 0;
