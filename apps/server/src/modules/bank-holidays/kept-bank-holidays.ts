import type { Executor } from '../../db/client';
import type { Announcements } from '../../platform/database/announcements';
import { bankHolidayCalendar, type BankHolidayCalendar } from '../../platform/time/bank-holiday-calendar';
import { readCorrections } from './bank-holiday-repository';
import { BANK_HOLIDAYS_CHANGED_CHANNEL } from './bank-holidays-changed';

/*
 * The corrected calendar is read once and kept for the life of the process: every status change
 * and list filter counts working days, and the corrections change a few times a year. It is kept
 * only while every app of the process hears PostgreSQL's announcements (docs/caching.md); a change
 * on any process, or a gap in hearing, drops it, and the next reader reads it again.
 */
let kept: BankHolidayCalendar | undefined;
let generation = 0;
const hearers = new Set<Announcements>();

export function forgetBankHolidays(): void {
  kept = undefined;
  generation += 1;
}

/** Keeps the calendar while `announcements` are heard; call before they start. Answers the undoing. */
export function keepBankHolidaysWhileHeard(announcements: Announcements): () => void {
  const unsubscribe = announcements.subscribe(BANK_HOLIDAYS_CHANGED_CHANNEL, forgetBankHolidays);
  const unGap = announcements.onGap(forgetBankHolidays);
  hearers.add(announcements);
  return () => {
    unsubscribe();
    unGap();
    hearers.delete(announcements);
    forgetBankHolidays();
  };
}

const heard = () => hearers.size > 0 && [...hearers].every((announcements) => announcements.listening);

/** The bank holidays clocks count now: the built-in calendar with the stored corrections. */
export async function currentBankHolidays(db: Executor): Promise<BankHolidayCalendar> {
  if (kept && heard()) return kept;
  const readUnder = generation;
  const calendar = bankHolidayCalendar(await readCorrections(db));
  // A calendar read across a change is used once, not kept.
  if (readUnder === generation && heard()) kept = calendar;
  return calendar;
}
