import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { JOB_DEFINITIONS } from './job-definitions';
import { createJobQueue } from './job-queue';
import { installJobQueue } from './install-job-queue';

const silent = Fastify({ logger: false }).log;

let testDatabase: TestDatabase;
let connection: { db: Database; close(): Promise<void> };
let db: Database;

beforeAll(async () => {
  testDatabase = await createMigratedDatabase();
  connection = createDatabase(testDatabase.url);
  db = connection.db;
});
afterAll(async () => {
  await connection.close();
  await testDatabase.drop();
});

const sweepJobs = async () =>
  (
    await db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'retention.sweep' order by created_on`,
    )
  ).rows.map((row) => row.state);

describe('the job queue', () => {
  it('installs each queue with its retry policy, and the sweeps on the clock, again and again', async () => {
    await installJobQueue(db);
    await installJobQueue(db);
    const queues = await db.execute<{ name: string; retry_limit: number; expire_seconds: number }>(
      sql`select name, retry_limit, expire_seconds from pgboss.queue where name not like '\\_\\_pgboss%' order by name`,
    );
    expect(queues.rows).toEqual([
      { name: 'alarms.digest', retry_limit: 3, expire_seconds: 1800 },
      { name: 'bulk-actions.resume', retry_limit: 2, expire_seconds: 300 },
      { name: 'bulk-actions.run', retry_limit: 5, expire_seconds: 3600 },
      { name: 'clocks.alarms', retry_limit: 2, expire_seconds: 900 },
      { name: 'clocks.daily', retry_limit: 3, expire_seconds: 3600 },
      { name: 'clocks.recompute', retry_limit: 3, expire_seconds: 3600 },
      { name: 'disposal.batch', retry_limit: 5, expire_seconds: 3600 },
      { name: 'disposal.review', retry_limit: 3, expire_seconds: 3600 },
      { name: 'files.scan', retry_limit: 10, expire_seconds: 300 },
      { name: 'files.scan-requeue', retry_limit: 2, expire_seconds: 600 },
      { name: 'files.sweep', retry_limit: 2, expire_seconds: 1800 },
      {
        name: 'mail.deliver',
        retry_limit: 6,
        expire_seconds: JOB_DEFINITIONS['mail.deliver'].expireInSeconds,
      },
      { name: 'retention.sweep', retry_limit: 2, expire_seconds: 1800 },
      { name: 'warning-notes.review', retry_limit: 3, expire_seconds: 1800 },
    ]);
    const schedules = await db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: 'alarms.digest', cron: '0 7 * * *', timezone: 'Europe/London' },
      { name: 'bulk-actions.resume', cron: '*/3 * * * *', timezone: 'Europe/London' },
      { name: 'clocks.alarms', cron: '*/15 * * * *', timezone: 'Europe/London' },
      { name: 'clocks.daily', cron: '5 0 * * *', timezone: 'Europe/London' },
      { name: 'clocks.recompute', cron: '*/15 * * * *', timezone: 'Europe/London' },
      { name: 'disposal.review', cron: '47 3 * * *', timezone: 'Europe/London' },
      { name: 'files.scan-requeue', cron: '*/30 * * * *', timezone: 'Europe/London' },
      { name: 'files.sweep', cron: '41 * * * *', timezone: 'Europe/London' },
      { name: 'retention.sweep', cron: '17 3 * * *', timezone: 'Europe/London' },
      { name: 'warning-notes.review', cron: '20 0 * * *', timezone: 'Europe/London' },
    ]);
  });

  it('runs due jobs with their handler, completing them or failing them for a retry', async () => {
    const jobs = createJobQueue({ db, log: silent, runWorkers: false });
    const seen: number[] = [];
    jobs.work('retention.sweep', async (job) => {
      seen.push(job.retryCount);
    });
    await jobs.send(db, 'retention.sweep', {});
    expect(await jobs.runDue('retention.sweep')).toEqual({ completed: 1, failed: 0 });
    expect(seen).toEqual([0]);

    await jobs.send(db, 'retention.sweep', {});
    const refusing = async () => {
      throw new Error('the database was busy');
    };
    expect(await jobs.runDue('retention.sweep', refusing)).toEqual({ completed: 0, failed: 1 });
    expect(await sweepJobs()).toEqual(['completed', 'retry']);
    // Not due again until its retry delay has passed.
    expect(await jobs.runDue('retention.sweep')).toEqual({ completed: 0, failed: 0 });
  });

  it('sends nothing when the transaction that sent the job rolls back', async () => {
    await db.execute(sql`delete from pgboss.job where name = 'retention.sweep'`);
    const jobs = createJobQueue({ db, log: silent, runWorkers: false });
    await expect(
      db.transaction(async (tx) => {
        await jobs.send(tx, 'retention.sweep', {});
        expect(await sweepJobs()).toEqual([]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await sweepJobs()).toEqual([]);
  });

  it('with workers on, runs a queued job by itself, and stops cleanly', async () => {
    const jobs = createJobQueue({ db, log: silent, runWorkers: true, pollingIntervalSeconds: 0.5 });
    const ran = new Promise<void>((resolve) => {
      jobs.work('retention.sweep', async () => resolve());
    });
    await jobs.start();
    await jobs.send(db, 'retention.sweep', {});
    await ran;
    await jobs.stop();
    await jobs.stop();
  });

  it('with workers on, polls and completes on connections of its own, closed when it stops', async () => {
    const requests = createDatabase(testDatabase.url);
    const workerConnections = async () =>
      (
        await db.execute<{ open: number }>(
          sql`select count(*)::int as open from pg_stat_activity
              where application_name = 'casekeeper-jobs' and datname = current_database()`,
        )
      ).rows[0]?.open;
    try {
      const jobs = createJobQueue({
        db: requests.db,
        log: silent,
        runWorkers: true,
        pollingIntervalSeconds: 0.5,
      });
      const ran = new Promise<void>((resolve) => {
        jobs.work('retention.sweep', async () => resolve());
      });
      await jobs.start();
      await jobs.send(db, 'retention.sweep', {});
      await ran;
      expect(await workerConnections()).toBeGreaterThan(0);
      await jobs.stop();
      // The requests' pool never opened a connection: it stays warm for them.
      expect(requests.pool.totalCount).toBe(0);
      // A backend leaves pg_stat_activity a moment after its client has hung up.
      await expect.poll(workerConnections).toBe(0);
    } finally {
      await requests.close();
    }
  });

  it('with workers on, starting runs the jobs that catch up a missed run at once, and queues no other', async () => {
    // The default polling (a minute for clocks.daily): the job is there before the worker first looks.
    const jobs = createJobQueue({ db, log: silent, runWorkers: true });
    const ran = new Promise<void>((resolve) => {
      jobs.work('clocks.daily', async () => resolve());
    });
    jobs.work('retention.sweep', async () => {});
    const sweepsBefore = (await sweepJobs()).length;
    await jobs.start();
    await ran;
    await jobs.stop();
    expect(JOB_DEFINITIONS['clocks.daily'].catchUpAtStart).toBe(true);
    expect(await sweepJobs()).toHaveLength(sweepsBefore);
  });

  it('with workers on, stopping tells a long job under way, which ends between its steps and is completed', async () => {
    const jobs = createJobQueue({ db, log: silent, runWorkers: true, pollingIntervalSeconds: 0.5 });
    let steps = 0;
    const running = new Promise<void>((resolve) => {
      // A job that would run all day, as the working out again of a large authority's clocks can.
      jobs.work('clocks.recompute', async ({ stopping }) => {
        resolve();
        while (!stopping.aborted) {
          steps += 1;
          await new Promise((step) => setTimeout(step, 10));
        }
      });
    });
    // clocks.recompute carries on at start, so starting queues it.
    await jobs.start();
    await running;
    await jobs.stop();
    // Those the quarter-hour's schedule may have queued meanwhile are still waiting.
    const states = await db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'clocks.recompute' and state <> 'created' order by created_on`,
    );
    // Not failed by the queue when its grace ran out: the job ended itself, in time.
    expect(states.rows.map((row) => row.state)).toEqual(['completed']);
    expect(steps).toBeGreaterThan(0);
  });

  it('with workers off, starting runs nothing', async () => {
    const jobs = createJobQueue({ db, log: silent, runWorkers: false });
    jobs.work('retention.sweep', async () => {
      throw new Error('should not run');
    });
    await jobs.start();
    await jobs.stop();
    expect(jobs.runsWorkers).toBe(false);
  });
});
