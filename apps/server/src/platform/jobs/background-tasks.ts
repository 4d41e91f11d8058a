import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = {
  /**
   * Runs `task` after the caller has moved on (the reply is not kept waiting for it). Its failure
   * is logged under `name`, never answered to anyone.
   */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished; closing the server waits for this. */
  settled(): Promise<void>;
};

/**
 * Work a request starts but does not wait for, kept in this process. It is the stand-in for the
 * job queue (pg-boss) to come: `run(name, task)` maps onto sending a job called `name`.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
