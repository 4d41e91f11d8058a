import type { Executor } from '../../db/client';
import { deleteRunsEndedBefore } from './bulk-run-repository';

/** How long a run and its per-case results are kept after it ends; the audit log keeps what each case change did. */
export const BULK_RUN_KEEP_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Part of the nightly retention sweep: runs that ended more than BULK_RUN_KEEP_DAYS ago go, with
 * their `bulk_run_cases` rows (deleted with the run). A run still going is never swept.
 */
export function deleteOldBulkRuns(db: Executor, now = new Date()): Promise<number> {
  return deleteRunsEndedBefore(db, new Date(now.getTime() - BULK_RUN_KEEP_DAYS * DAY_MS));
}
