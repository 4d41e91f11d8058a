import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { createPool, type Database, type Executor } from '../../db/client';
import { JOB_DEFINITIONS, JOB_NAMES, type JobName, type JobPayloads } from './job-definitions';
import { executorSql, poolSql } from './job-sql';

/** One attempt at a job, as its handler sees it. */
export type QueuedJob<N extends JobName> = {
  id: string;
  data: JobPayloads[N];
  /** Retries before this attempt (0 on the first). */
  retryCount: number;
  /** True when a failure now is final: the queue will not try again. */
  isLastAttempt: boolean;
  /** The earliest the queue would retry if this attempt failed now (it adds up to as much again). */
  earliestRetryAt(): Date;
  /**
   * Aborted when this process begins to stop: a long job stops between its steps, leaving what it
   * has not done for its next run, so the process still closes its database within its grace.
   */
  stopping: AbortSignal;
};

/** Completes when it resolves; a throw fails the attempt, and the queue retries it if it may. */
export type JobHandler<N extends JobName> = (job: QueuedJob<N>) => Promise<unknown>;

export type JobRunReport = { completed: number; failed: number };

export type JobQueue = {
  /** True when this process runs workers and the clock (JOBS=on). */
  readonly runsWorkers: boolean;
  /** Queues a job on `executor`: inside a transaction, the job exists only if that commits. */
  send<N extends JobName>(executor: Executor, name: N, data: JobPayloads[N]): Promise<void>;
  /** Names the handler for a job; its worker runs from `start()` when this process runs workers. */
  work<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Runs every job of `name` that is due, here and now (tests and tools use this instead of waiting). */
  runDue<N extends JobName>(name: N, handler?: JobHandler<N>): Promise<JobRunReport>;
  /** Starts the workers, maintenance and schedules (nothing when this process runs no workers). */
  start(): Promise<void>;
  /** Stops taking jobs, tells those under way (`stopping`), and waits for them, up to a limit. */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  db: Database;
  log: FastifyBaseLogger;
  runWorkers: boolean;
  /** How often an idle worker looks for jobs, instead of each job's own interval (tests). */
  pollingIntervalSeconds?: number;
};

const RUN_DUE_BATCH_SIZE = 20;
const RUN_DUE_MAX_BATCHES = 50;
/**
 * How long jobs under way get to finish when stopping. It and the requests' grace (server.ts) fit
 * in the server's own, so the database is closed before the process is made to exit.
 */
const STOP_GRACE_MS = 3_000;
/**
 * Connections of the workers' own pool. Their polling (every second for mail) and maintenance run
 * there rather than on the requests' pool, so a request never waits behind them, nor lands on a
 * fresh connection that has yet to plan its statements while they hold the warm one.
 */
const WORKER_CONNECTIONS = 2;

type FetchedJob<N extends JobName> = PgBoss.JobWithMetadata<JobPayloads[N]>;

function toQueuedJob<N extends JobName>(job: FetchedJob<N>, stopping: AbortSignal): QueuedJob<N> {
  return {
    stopping,
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    isLastAttempt: job.retryCount >= job.retryLimit,
    // pg-boss waits retryDelay × 2^retryCount seconds, plus up to as much again at random.
    earliestRetryAt: () =>
      new Date(Date.now() + job.retryDelay * (job.retryBackoff ? 2 ** job.retryCount : 1) * 1000),
  };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log, runWorkers } = options;
  // Until the workers start (and for runDue, which tests and tools call), the application's pool.
  let workerPool: pg.Pool | undefined;
  const boss = new PgBoss({
    db: poolSql(() => workerPool ?? db.$client),
    // installJobQueue has migrated already; a start against an older schema fails loudly.
    migrate: false,
    supervise: runWorkers,
    schedule: runWorkers,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const closeWorkerPool = async () => {
    const pool = workerPool;
    workerPool = undefined;
    await pool?.end();
  };
  const handlers = new Map<JobName, JobHandler<JobName>>();
  let started = false;
  const stopping = new AbortController();

  const attempt = async <N extends JobName>(name: N, handler: JobHandler<N>, job: FetchedJob<N>) => {
    const queued = toQueuedJob(job, stopping.signal);
    try {
      await handler(queued);
    } catch (error) {
      const final = queued.isLastAttempt;
      log[final ? 'error' : 'warn'](
        { err: error, job: { name, id: job.id, retryCount: job.retryCount } },
        final ? 'a job failed for the last time' : 'a job failed; it will be retried',
      );
      throw error;
    }
  };

  return {
    runsWorkers: runWorkers,
    async send(executor, name, data) {
      const id = await boss.send(name, data, { db: executorSql(executor) });
      if (!id) throw new Error(`job ${name} was not queued: is its queue installed?`);
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler<JobName>);
    },
    async runDue(name, handler) {
      const run = handler ?? handlers.get(name);
      if (!run) throw new Error(`no handler for job ${name}`);
      const report: JobRunReport = { completed: 0, failed: 0 };
      for (let batch = 0; batch < RUN_DUE_MAX_BATCHES; batch += 1) {
        const jobs = await boss.fetch<JobPayloads[typeof name]>(name, {
          batchSize: RUN_DUE_BATCH_SIZE,
          includeMetadata: true,
        });
        for (const job of jobs) {
          try {
            await attempt(name, run, job);
            await boss.complete(name, job.id);
            report.completed += 1;
          } catch (error) {
            await boss.fail(name, job.id, { message: describeError(error) });
            report.failed += 1;
          }
        }
        if (jobs.length < RUN_DUE_BATCH_SIZE) break;
      }
      return report;
    },
    async start() {
      if (!runWorkers || started) return;
      workerPool = createWorkerPool(db, log);
      try {
        await boss.start();
      } catch (error) {
        await closeWorkerPool();
        throw error;
      }
      started = true;
      // Before the workers' first look for jobs, so they find these at once.
      for (const name of JOB_NAMES) {
        if (JOB_DEFINITIONS[name].catchUpAtStart && handlers.has(name)) await boss.send(name, {});
      }
      for (const [name, handler] of handlers) {
        await boss.work<JobPayloads[typeof name]>(
          name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds:
              options.pollingIntervalSeconds ?? JOB_DEFINITIONS[name].pollingIntervalSeconds,
          },
          // pg-boss completes the job when this resolves, and fails (and retries) it when it throws.
          async ([job]) => {
            if (job) await attempt(name, handler, job);
          },
        );
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping.abort();
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: false });
      await closeWorkerPool();
    },
  };
}

function createWorkerPool(db: Database, log: FastifyBaseLogger): pg.Pool {
  return createPool(
    { ...db.$client.options, max: WORKER_CONNECTIONS, min: 0, application_name: 'casekeeper-jobs' },
    (error) => log.warn({ err: error }, 'a job queue connection failed'),
  );
}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
