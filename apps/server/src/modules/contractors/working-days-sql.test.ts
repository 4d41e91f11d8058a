import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { addDays, weekdayOf } from '../../platform/time/calendar-days';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { workingDaysBetweenSql } from './working-days-sql';

const context = useTestApp();

describe('working days counted in PostgreSQL', () => {
  it('agrees with the working-day calendar, across weekends, bank holidays, closure days and years, either way', async () => {
    const closures = ['2025-12-29', '2025-12-30', '2026-06-15'];
    const calendar = workingDayCalendar('ENGLAND_AND_WALES', closures);
    const nonWorking: string[] = [];
    for (let day = '2024-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      if (![0, 6].includes(weekdayOf(day)) && !calendar.isWorkingDay(day)) nonWorking.push(day);
    }
    const pairs: [string, string][] = [
      ['2025-08-21', '2025-09-05'],
      ['2025-12-19', '2026-01-05'],
      ['2025-12-27', '2025-12-28'],
      ['2026-06-13', '2026-06-16'],
      ['2024-02-28', '2026-03-01'],
      ['2026-04-03', '2026-04-03'],
      ['2026-04-10', '2026-03-30'],
      ['2025-05-04', '2025-05-10'],
    ];
    for (const [from, to] of pairs) {
      const days = workingDaysBetweenSql(sql`${from}::date`, sql`${to}::date`, nonWorking);
      const result = await context.db.execute<{ days: number }>(sql`select ${days} as days`);
      expect([from, to, result.rows[0]?.days]).toEqual([from, to, calendar.workingDaysBetween(from, to)]);
    }
  });
});
