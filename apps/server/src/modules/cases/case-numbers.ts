import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseNumberSequences } from '../../db/schema';

const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The year a case opened now is numbered in: the council's, in Europe/London. */
export function caseNumberYear(now = new Date()): number {
  return Number(LONDON_YEAR.format(now));
}

/**
 * The next case number of an authority for `year`: `{CODE}-{year}-{00001}`. The counter row stays
 * locked until the caller's transaction ends, so concurrent creates queue for it, and a create
 * that rolls back gives its number back: numbers have no gaps and no duplicates.
 */
export async function nextCaseNumber(
  tx: Executor,
  authority: { id: number; shortCode: string },
  year: number,
): Promise<string> {
  const [counter] = await tx
    .insert(caseNumberSequences)
    .values({ authorityId: authority.id, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [caseNumberSequences.authorityId, caseNumberSequences.year],
      set: { lastValue: sql`${caseNumberSequences.lastValue} + 1` },
    })
    .returning({ value: caseNumberSequences.lastValue });
  if (!counter) throw new Error('No case number was handed out.');
  return `${authority.shortCode}-${year}-${String(counter.value).padStart(5, '0')}`;
}
