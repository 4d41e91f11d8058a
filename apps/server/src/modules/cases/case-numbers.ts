import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseNumberSequences, cases } from '../../db/schema';

const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The year a case opened now is numbered in: the council's, in Europe/London. */
export function caseNumberYear(now = new Date()): number {
  return Number(LONDON_YEAR.format(now));
}

/**
 * A number as text with leading zeros to `width` digits at least: lpad alone would cut a longer
 * one short (case 100,000 of a year would be numbered …-10000, which case 10,000 already has).
 */
function padded(value: SQL, width: number): SQL<string> {
  return sql<string>`lpad((${value})::text, greatest(${sql.raw(String(width))}, length((${value})::text)), '0')`;
}

/**
 * The number a new case holds until `assignCaseNumber` gives it its own, in the same transaction:
 * of year 0000, which no real number has, and unique among transactions in progress (their ids
 * are), so no other session ever sees it.
 */
export function provisionalCaseNumber(shortCode: string) {
  return sql<string>`${shortCode} || '-0000-' || ${padded(sql`txid_current()`, 10)}`;
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
      caseNumber: sql`${newCase.shortCode} || '-' || ${String(year)} || '-' || ${padded(sql`(select ${counter.value} from ${counter})`, 5)}`,
    })
    .where(sql`${cases.id} = ${newCase.id}`)
    .returning({ caseNumber: cases.caseNumber });
  if (!numbered) throw new Error('No case number was handed out.');
  return numbered.caseNumber;
}
