import { BANK_HOLIDAY_CORRECTIONS, NATIONS } from '@casekeeper/contract';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf } from './columns';
import { webUserIdColumn } from './web-users';

/**
 * Years of a nation whose bank holidays were loaded from a GOV.UK bank-holidays.json (docs/clocks.md):
 * for these years the loaded days replace the built-in calendar's. A trigger announces every change
 * (migration 0038), so each server process drops the calendar it keeps.
 */
export const bankHolidayLoadedYears = pgTable(
  'bank_holiday_loaded_years',
  {
    nation: text({ enum: NATIONS }).notNull(),
    year: integer().notNull(),
    loadedById: webUserIdColumn(),
    loadedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.nation, table.year] }),
    check('bank_holiday_loaded_years_nation_check', isOneOf(table.nation, NATIONS)),
  ],
);

/**
 * Corrections to a nation's bank holidays: `LOADED` days of a loaded year, and single days a
 * platform admin `ADDED` or `REMOVED` by hand, which apply over whichever calendar the year has.
 */
export const bankHolidayDays = pgTable(
  'bank_holiday_days',
  {
    nation: text({ enum: NATIONS }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    correction: text({ enum: BANK_HOLIDAY_CORRECTIONS }).notNull(),
    title: text().notNull(),
    createdById: webUserIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.nation, table.day, table.correction] }),
    check('bank_holiday_days_nation_check', isOneOf(table.nation, NATIONS)),
    check('bank_holiday_days_correction_check', isOneOf(table.correction, BANK_HOLIDAY_CORRECTIONS)),
  ],
);
