import type { Nation } from '@casekeeper/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities, bankHolidayDays, bankHolidayLoadedYears } from '../../db/schema';
import type { BankHolidayCorrections, CorrectedDay } from '../../platform/time/bank-holiday-calendar';

/** Every stored correction: a few hundred rows at most (GOV.UK's file covers about ten years). */
export async function readCorrections(db: Executor): Promise<BankHolidayCorrections> {
  const years = await db
    .select({ nation: bankHolidayLoadedYears.nation, year: bankHolidayLoadedYears.year })
    .from(bankHolidayLoadedYears);
  const days = await db
    .select({
      nation: bankHolidayDays.nation,
      day: bankHolidayDays.day,
      correction: bankHolidayDays.correction,
      title: bankHolidayDays.title,
    })
    .from(bankHolidayDays);
  return { loadedYears: new Set(years.map(({ nation, year }) => `${nation}:${year}`)), days };
}

const inYear = (year: number) =>
  and(gte(bankHolidayDays.day, `${year}-01-01`), lt(bankHolidayDays.day, `${year + 1}-01-01`));

/** A nation's year as loaded from a file: its days replace what the year had, hand corrections included. */
export async function replaceLoadedYear(
  tx: Executor,
  input: { nation: Nation; year: number; days: readonly CorrectedDay[]; byId: number },
): Promise<void> {
  await tx.delete(bankHolidayDays).where(and(eq(bankHolidayDays.nation, input.nation), inYear(input.year)));
  await tx
    .insert(bankHolidayLoadedYears)
    .values({ nation: input.nation, year: input.year, loadedById: input.byId })
    .onConflictDoUpdate({
      target: [bankHolidayLoadedYears.nation, bankHolidayLoadedYears.year],
      set: { loadedById: input.byId, loadedAt: new Date() },
    });
  if (input.days.length === 0) return;
  await tx
    .insert(bankHolidayDays)
    .values(input.days.map((day) => ({ ...day, correction: 'LOADED' as const, createdById: input.byId })));
}

export async function insertCorrectedDay(tx: Executor, day: CorrectedDay, byId: number): Promise<void> {
  await tx
    .insert(bankHolidayDays)
    .values({ ...day, createdById: byId })
    .onConflictDoNothing();
}

/** Answers whether there was such a row. */
export async function deleteCorrectedDay(
  tx: Executor,
  day: Pick<CorrectedDay, 'nation' | 'day' | 'correction'>,
): Promise<boolean> {
  const deleted = await tx
    .delete(bankHolidayDays)
    .where(
      and(
        eq(bankHolidayDays.nation, day.nation),
        eq(bankHolidayDays.day, day.day),
        eq(bankHolidayDays.correction, day.correction),
      ),
    )
    .returning({ day: bankHolidayDays.day });
  return deleted.length > 0;
}

/**
 * Marks the clocks of every authority of these nations to be worked out again (as `markClocksStale`
 * does for one), in one statement; answers how many.
 */
export async function markNationsClocksStale(tx: Executor, nations: readonly Nation[]): Promise<number> {
  if (nations.length === 0) return 0;
  const marked = await tx
    .update(authorities)
    .set({ clocksStaleSince: sql`now()`, clocksRecomputedThrough: 0 })
    .where(inArray(authorities.nation, [...nations]))
    .returning({ id: authorities.id });
  return marked.length;
}
