import type { Database } from '../../db/client';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import { findCasesWithClocksMovedByTime, lockCases } from './clock-repository';
import { RECOMPUTE_BATCH_SIZE, refreshLockedCases } from './keep-case-clocks';

/**
 * The clocks.daily job, just after midnight in London: clocks whose stored reading has changed
 * with the day alone, with no change to their case (a paused clock's due date moves out with each
 * day on hold; a running clock past its due date is now missed), are worked out again, so what
 * the case list filters and the dashboard count by is right for the new day. In batches of 500
 * cases, each its own short transaction locking its cases as a status change does; a case a
 * status change holds is skipped, as that change works its clocks out itself. Once `stopping` is
 * aborted no further batch starts: the cases left are found again by the next run (one is queued
 * as a copy starts). Answers how many cases were worked out again.
 */
export async function refreshClocksMovedByTime(
  db: Database,
  now = new Date(),
  stopping?: AbortSignal,
): Promise<number> {
  const today = londonDay(now);
  const byAuthority = await findCasesWithClocksMovedByTime(db, { today, dayStart: londonStartOf(today) });
  let refreshed = 0;
  for (const [authorityId, caseIds] of byAuthority) {
    for (let start = 0; start < caseIds.length; start += RECOMPUTE_BATCH_SIZE) {
      if (stopping?.aborted) return refreshed;
      refreshed += await db.transaction(async (tx) => {
        const batch = await lockCases(tx, authorityId, caseIds.slice(start, start + RECOMPUTE_BATCH_SIZE));
        await refreshLockedCases(tx, authorityId, batch, now);
        return batch.length;
      });
    }
  }
  return refreshed;
}
