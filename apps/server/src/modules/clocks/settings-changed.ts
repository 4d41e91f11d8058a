import type { Executor } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { markClocksStale } from '../case-clocks';

/**
 * After a change to an authority's clocks, nation or closure days, in its transaction: every case's
 * clocks are to be worked out again, by the clocks.recompute job queued here (it exists only if
 * the change commits). A case's own page reads its clocks afresh meanwhile.
 */
export async function clockSettingsChanged(tx: Executor, jobs: JobQueue, authorityId: number): Promise<void> {
  await markClocksStale(tx, authorityId);
  await jobs.send(tx, 'clocks.recompute', {});
}
