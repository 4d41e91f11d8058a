import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { JOB_DEFINITIONS, JOB_NAMES, JOB_TIME_ZONE } from './job-definitions';
import { poolSql } from './job-sql';

/**
 * Creates or upgrades pg-boss's tables (schema `pgboss`) and brings every queue and schedule in
 * line with JOB_DEFINITIONS. Runs at start beside the migrations, whether or not this process
 * runs workers: a request may queue a job either way. pg-boss serialises its own migrations.
 */
export async function installJobQueue(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: poolSql(() => db.$client),
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    for (const name of JOB_NAMES) {
      const { cron, retryLimit, retryDelay, retryBackoff, expireInSeconds } = JOB_DEFINITIONS[name];
      const queue = {
        name,
        policy: 'standard' as const,
        retryLimit,
        retryDelay,
        retryBackoff,
        expireInSeconds,
      };
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
      if (cron) await boss.schedule(name, cron, {}, { tz: JOB_TIME_ZONE });
      else await boss.unschedule(name);
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}
