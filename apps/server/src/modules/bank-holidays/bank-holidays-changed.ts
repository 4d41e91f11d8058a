import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Heard by every server process, which then drops the corrected calendar it keeps. */
export const BANK_HOLIDAYS_CHANGED_CHANNEL = 'casekeeper_bank_holidays_changed';

/**
 * Announces a change to the stored corrections from inside the transaction that makes it:
 * PostgreSQL delivers it only if that transaction commits. Every writer of `bank_holiday_days` or
 * `bank_holiday_loaded_years` calls it.
 */
export async function announceBankHolidaysChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${BANK_HOLIDAYS_CHANGED_CHANNEL}, '')`);
}
