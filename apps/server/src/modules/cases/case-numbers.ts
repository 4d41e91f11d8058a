import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseNumberSequences, cases } from '../../db/schema';

const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The year a case opened now is numbered in: the council's, in Europe/London. */
export function caseNumberYear(now = new Date()): number {
  return Number(LONDON_YEAR.format(now));
}

/**
 * The number a new case holds until `assignCaseNumber` gives it its own, in the same transaction:
 * of year 0000, which no real number has, and unique among transactions in progress (their ids
 * are), so no other session ever sees it.
 */
export function provisionalCaseNumber(shortCode: string) {
  return sql<string>`${shortCode} || '-0000-' || lpad(txid_current()::text, 10, '0')`;
}

/**
 * Gives a new case the next number of its authority for `year`, `{CODE}-{year}-{00001}`, as the
 * last write of its transaction. The counter row stays locked from here to the commit, so
 * concurrent creates of one authority queue only for this last step, and a create that rolls
 * back gives its number back: numbers have no gaps and no duplicates, in the order of commits.
 */
export async function assignCaseNumber(
  tx: Executor,
  newCase: { id: number; authorityId: number; shortCode: string },
  year: number,
): Promise<string> {
  const counter = tx.$with('counter').as(
    tx
      .insert(caseNumberSequences)
      .values({ authorityId: newCase.authorityId, year, lastValue: 1 })
      .onConflictDoUpdate({
        target: [caseNumberSequences.authorityId, caseNumberSequences.year],
        set: { lastValue: sql`${caseNumberSequences.lastValue} + 1` },
      })
      .returning({ value: caseNumberSequences.lastValue }),
  );
  const [numbered] = await tx
    .with(counter)
    .update(cases)
    .set({
      caseNumber: sql`${newCase.shortCode} || '-' || ${String(year)} || '-' || lpad((select ${counter.value} from ${counter})::text, 5, '0')`,
    })
    .where(sql`${cases.id} = ${newCase.id}`)
    .returning({ caseNumber: cases.caseNumber });
  if (!numbered) throw new Error('No case number was handed out.');
  return numbered.caseNumber;
}
