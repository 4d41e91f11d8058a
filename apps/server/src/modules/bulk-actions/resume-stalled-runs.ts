import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { claimStalledRuns } from './bulk-run-repository';

/** A running run with no case finished for this long has lost its worker. */
export const STALLED_AFTER_MS = 2 * 60 * 1000;

/**
 * The bulk-actions.resume job (at start, and every few minutes): queues again each run whose
 * worker stopped or died mid-way, so it carries on with its waiting cases at once rather than
 * when the queue gives up on the lost attempt. A run picked up twice still does each case once.
 */
export async function resumeStalledRuns(db: Database, jobs: JobQueue, now = new Date()): Promise<number[]> {
  const runIds = await claimStalledRuns(db, new Date(now.getTime() - STALLED_AFTER_MS));
  for (const runId of runIds) await jobs.send(db, 'bulk-actions.run', { runId });
  return runIds;
}
