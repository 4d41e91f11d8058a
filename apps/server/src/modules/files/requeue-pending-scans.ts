import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';

/**
 * Queues a scan again for each PENDING file that has no `files.scan` job waiting, under way or
 * due a retry: one whose job failed for the last time while the scanner was away, say. Run at
 * start and on the clock, so no file waits for ever.
 */
export async function requeuePendingScans(db: Database, jobs: JobQueue): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select f.id from files f
    where f.scan_status = 'PENDING'
      and not exists (
        select 1 from pgboss.job j
        where j.name = 'files.scan' and j.state in ('created', 'retry', 'active')
          and j.data ->> 'fileId' = f.id::text
      )
    order by f.created_at`);
  for (const row of rows) await jobs.send(db, 'files.scan', { fileId: row.id });
  return rows.length;
}
