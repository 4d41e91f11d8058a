import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankHolidays } from './bank-holidays';
import {
  addCalendarMonths,
  addDays,
  dayFromNumber,
  dayNumber,
  daysBetween,
  isCalendarDay,
  weekdayOf,
} from './calendar-days';
import { londonDay } from './london-calendar';
import { workingDayCalendar } from './working-day-calendar';

const englandAndWales = workingDayCalendar('ENGLAND_AND_WALES');
const scotland = workingDayCalendar('SCOTLAND');
const northernIreland = workingDayCalendar('NORTHERN_IRELAND');

describe('bank holidays of each nation', () => {
  it('gives England and Wales Easter Monday and the late-August holiday, but not 2 January or St Andrew’s Day', () => {
    const days = bankHolidays('ENGLAND_AND_WALES', 2026);
    expect([...days].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      // Boxing Day falls on a Saturday; Monday 28 December is its substitute.
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('gives Scotland 2 January, the early-August holiday and St Andrew’s Day, and no Easter Monday', () => {
    const days = bankHolidays('SCOTLAND', 2026);
    expect(days.has('2026-01-02')).toBe(true);
    expect(days.has('2026-08-03')).toBe(true);
    expect(days.has('2026-11-30')).toBe(true);
    expect(days.has('2026-04-03')).toBe(true);
    expect(days.has('2026-04-06')).toBe(false);
    expect(days.has('2026-08-31')).toBe(false);
  });

  it('gives Northern Ireland St Patrick’s Day and the Twelfth, moved to the Monday when 12 July is at a weekend', () => {
    const days = bankHolidays('NORTHERN_IRELAND', 2026);
    expect(days.has('2026-03-17')).toBe(true);
    expect(days.has('2026-07-13')).toBe(true);
    expect(days.has('2026-04-06')).toBe(true);
    // In 2025 the Twelfth was a Saturday: Monday 14 July was the holiday.
    expect(bankHolidays('NORTHERN_IRELAND', 2025).has('2025-07-14')).toBe(true);
    expect(bankHolidays('NORTHERN_IRELAND', 2025).has('2025-07-15')).toBe(false);
    expect(bankHolidays('ENGLAND_AND_WALES', 2026).has('2026-03-17')).toBe(false);
  });

  it('makes the days after a weekend Christmas substitute days', () => {
    // 2021: Christmas on a Saturday, Boxing Day on a Sunday.
    const days = bankHolidays('ENGLAND_AND_WALES', 2021);
    expect(days.has('2021-12-27')).toBe(true);
    expect(days.has('2021-12-28')).toBe(true);
  });
});

describe('working days', () => {
  it('skips weekends', () => {
    expect(englandAndWales.addWorkingDays('2026-06-05', 1)).toBe('2026-06-08');
    expect(englandAndWales.workingDaysBetween('2026-06-05', '2026-06-12')).toBe(5);
    expect(englandAndWales.isWorkingDay('2026-06-06')).toBe(false);
  });

  it('counts the day something happens as day 0', () => {
    expect(englandAndWales.addWorkingDays('2026-06-03', 0)).toBe('2026-06-03');
    expect(englandAndWales.workingDaysBetween('2026-06-03', '2026-06-03')).toBe(0);
    expect(englandAndWales.workingDaysBetween('2026-06-03', '2026-06-04')).toBe(1);
  });

  it('skips Easter in England and Wales, and only Good Friday in Scotland', () => {
    // Thursday 2 April 2026 → Good Friday 3, Easter Monday 6 April.
    expect(englandAndWales.addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    expect(scotland.addWorkingDays('2026-04-02', 1)).toBe('2026-04-06');
    expect(northernIreland.addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
  });

  it('skips the Christmas period with its substitute day, and Scotland’s two New Year days', () => {
    // Christmas Day 2026 is a Friday, Boxing Day a Saturday: Monday 28 December is its substitute.
    expect(englandAndWales.workingDaysBetween('2026-12-24', '2026-12-31')).toBe(3);
    expect(englandAndWales.addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    // 1 January 2027 is a Friday; Scotland's 2 January is a Saturday, so Monday 4 January too.
    expect(englandAndWales.addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(scotland.addWorkingDays('2026-12-31', 1)).toBe('2027-01-05');
  });

  it('skips St Andrew’s Day in Scotland only, and the Twelfth in Northern Ireland only', () => {
    expect(scotland.addWorkingDays('2026-11-27', 1)).toBe('2026-12-01');
    expect(englandAndWales.addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(northernIreland.addWorkingDays('2026-07-10', 1)).toBe('2026-07-14');
    expect(englandAndWales.addWorkingDays('2026-07-10', 1)).toBe('2026-07-13');
  });

  it('skips an authority’s own closure days', () => {
    const closedAtChristmas = workingDayCalendar('ENGLAND_AND_WALES', [
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(closedAtChristmas.addWorkingDays('2026-12-24', 1)).toBe('2027-01-04');
    expect(closedAtChristmas.workingDaysBetween('2026-12-24', '2027-01-04')).toBe(1);
    // Another authority's calendar is untouched.
    expect(englandAndWales.addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
  });

  it('counts back to a negative number when the end is earlier', () => {
    expect(englandAndWales.workingDaysBetween('2026-06-12', '2026-06-05')).toBe(-5);
  });

  it('adds the 150 working days of a non-urgent end-to-end target across a year’s holidays', () => {
    // From 1 October 2026: 150 weekdays less Christmas Day, its substitute, New Year's Day,
    // Good Friday and Easter Monday 2027 (26 and 29 March).
    const due = englandAndWales.addWorkingDays('2026-10-01', 150);
    expect(due).toBe('2027-05-07');
    expect(englandAndWales.workingDaysBetween('2026-10-01', due)).toBe(150);
  });

  it('crosses a leap day as an ordinary weekday', () => {
    // Monday 28 February 2028, Tuesday 29 February.
    expect(englandAndWales.addWorkingDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(englandAndWales.addWorkingDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(englandAndWales.workingDaysBetween('2028-02-25', '2028-03-03')).toBe(5);
  });
});

describe('British Summer Time', () => {
  it('takes a timestamp’s day in London, so a moment after midnight BST is the next day', () => {
    // 23:30 UTC on Saturday 24 October 2026 is 00:30 BST on Sunday 25 October.
    expect(londonDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    // In winter London is on UTC.
    expect(londonDay(new Date('2026-12-24T23:30:00Z'))).toBe('2026-12-24');
  });

  it('counts the days across both clock changes as days, neither 23 nor 25 hours long', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(englandAndWales.addWorkingDays('2026-03-27', 1)).toBe('2026-03-30');
    expect(englandAndWales.workingDaysBetween('2026-10-23', '2026-10-26')).toBe(1);
  });
});

describe('calendar months', () => {
  it('adds months to the same day of the month', () => {
    expect(addCalendarMonths('2026-03-15', 6)).toBe('2026-09-15');
    expect(addCalendarMonths('2026-09-15', 6)).toBe('2027-03-15');
  });

  it('clamps to the last day of a shorter month, 29 February in a leap year', () => {
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('knows real days from impossible ones', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(addDays('2028-02-28', 2)).toBe('2028-03-01');
  });
});

describe('counting by table', () => {
  /** Day by day, the plain way: what the tables must agree with. */
  function naive(nation: 'ENGLAND_AND_WALES' | 'SCOTLAND' | 'NORTHERN_IRELAND', closed: string[]) {
    const isWorking = (day: string) =>
      weekdayOf(day) !== 0 &&
      weekdayOf(day) !== 6 &&
      !closed.includes(day) &&
      !bankHolidays(nation, Number(day.slice(0, 4))).has(day);
    return {
      add(day: string, count: number) {
        let current = day;
        for (let left = count; left > 0;) {
          current = addDays(current, 1);
          if (isWorking(current)) left -= 1;
        }
        return current;
      },
      between(from: string, to: string) {
        let count = 0;
        for (let day = addDays(from, 1); daysBetween(day, to) >= 0; day = addDays(day, 1)) {
          if (isWorking(day)) count += 1;
        }
        return count;
      },
    };
  }

  it('agrees with counting day by day, across years, nations and closure days', () => {
    const dayIn = (from: string, to: string) =>
      fc.integer({ min: dayNumber(from), max: dayNumber(to) }).map(dayFromNumber);
    fc.assert(
      fc.property(
        fc.constantFrom('ENGLAND_AND_WALES', 'SCOTLAND', 'NORTHERN_IRELAND' as const),
        dayIn('2019-01-01', '2031-12-31'),
        fc.integer({ min: 0, max: 400 }),
        fc.array(dayIn('2019-01-01', '2033-12-31'), { maxLength: 8 }),
        (nation, start, count, closed) => {
          const fast = workingDayCalendar(nation, closed);
          const slow = naive(nation, closed);
          const end = fast.addWorkingDays(start, count);
          expect(end).toBe(slow.add(start, count));
          expect(fast.workingDaysBetween(start, end)).toBe(slow.between(start, end));
          expect(fast.workingDaysBetween(end, start)).toBe(0 - slow.between(start, end));
        },
      ),
      { numRuns: 150 },
    );
  });
});
