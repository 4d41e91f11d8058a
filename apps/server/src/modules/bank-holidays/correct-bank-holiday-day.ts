import { BANK_HOLIDAY_MESSAGES, type BankHolidayYear, type Nation } from '@casekeeper/contract';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { fieldError } from '../../platform/errors/app-error';
import { bankHolidayCalendar } from '../../platform/time/bank-holiday-calendar';
import type { CalendarDay } from '../../platform/time/calendar-days';
import {
  deleteCorrectedDay,
  insertCorrectedDay,
  markNationsClocksStale,
  readCorrections,
} from './bank-holiday-repository';
import { bankHolidayYear } from './bank-holiday-year';
import { announceBankHolidaysChanged } from './bank-holidays-changed';
import { forgetBankHolidays } from './kept-bank-holidays';
import { lockCorrections, type BankHolidayDeps } from './load-bank-holiday-file';

type DayChange = { nation: Nation; day: CalendarDay; title?: string };

const yearOf = (day: CalendarDay) => Number(day.slice(0, 4));

/**
 * A day added or removed by hand, over whichever calendar its year has: adding a day removed by
 * hand takes the removal back, and removing a day added by hand takes the addition back.
 */
async function correctDay(
  deps: BankHolidayDeps,
  input: ChangeInput<DayChange>,
  adding: boolean,
): Promise<BankHolidayYear> {
  const { nation, day } = input;
  const byId = input.caller.webUserId;
  const year = await deps.db.transaction(async (tx) => {
    await lockCorrections(tx);
    const before = bankHolidayCalendar(await readCorrections(tx));
    const entry = before.entries(nation, yearOf(day)).get(day);
    if (adding) {
      if (entry) throw fieldError('day', BANK_HOLIDAY_MESSAGES.alreadyHoliday(nation));
      const title = input.title ?? '';
      await deleteCorrectedDay(tx, { nation, day, correction: 'REMOVED' });
      const after = bankHolidayCalendar(await readCorrections(tx));
      if (!after.holidays(nation, yearOf(day)).has(day)) {
        await insertCorrectedDay(tx, { nation, day, correction: 'ADDED', title }, byId);
      }
      await auditChange(tx, input, 'bank-holiday.add', nation, { authorityId: null, after: { day, title } });
    } else {
      if (!entry) throw fieldError('day', BANK_HOLIDAY_MESSAGES.notHoliday(nation));
      await deleteCorrectedDay(tx, { nation, day, correction: 'ADDED' });
      const after = bankHolidayCalendar(await readCorrections(tx));
      if (after.holidays(nation, yearOf(day)).has(day)) {
        await insertCorrectedDay(tx, { nation, day, correction: 'REMOVED', title: entry.title }, byId);
      }
      await auditChange(tx, input, 'bank-holiday.remove', nation, {
        authorityId: null,
        before: { day, title: entry.title },
      });
    }
    await markNationsClocksStale(tx, [nation]);
    await deps.jobs.send(tx, 'clocks.recompute', {});
    await announceBankHolidaysChanged(tx);
    return bankHolidayYear(bankHolidayCalendar(await readCorrections(tx)), nation, yearOf(day));
  });
  // This process counts with the change at once; the others when PostgreSQL announces it.
  forgetBankHolidays();
  return year;
}

export const addBankHoliday = (deps: BankHolidayDeps, input: ChangeInput<DayChange & { title: string }>) =>
  correctDay(deps, input, true);

export const removeBankHoliday = (deps: BankHolidayDeps, input: ChangeInput<DayChange>) =>
  correctDay(deps, input, false);
