import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { insertCaseLooks, type CaseLook } from './case-view-repository';

export type CaseLookRecorder = {
  /** Keeps a look to be written with others; the caller never waits for the database. */
  record(look: Omit<CaseLook, 'occurredAt'>): void;
  /** Writes every look kept so far; resolves once they (and any write under way) are written. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is kept: closing the server waits for this. */
  stop(): Promise<void>;
};

export type CaseLookRecorderOptions = {
  db: Executor;
  log: FastifyBaseLogger;
  /** The longest a look waits to be written. */
  flushMs?: number;
  /** A batch this size is written at once, without waiting for the timer. */
  batchRows?: number;
  /** Looks kept while the database is away; past this the oldest are let go (and logged). */
  maxKept?: number;
};

/**
 * Looks at cases (views, downloads) kept in memory and written in batches, one INSERT for up to
 * `batchRows` of them, at most `flushMs` after the first: a case read only adds to an array, and a
 * busy server writes one row set a second instead of a statement (and a pool connection) per
 * read. Chosen over the background tasks, which would run one INSERT per look. A look is written
 * with the time it was made, not the time of its batch. What a crash (not a graceful close) loses
 * is at most the last second's looks.
 */
export function createCaseLookRecorder(options: CaseLookRecorderOptions): CaseLookRecorder {
  const { db, log, flushMs = 1000, batchRows = 100, maxKept = 100_000 } = options;
  let kept: CaseLook[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function writeKept(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = kept;
    kept = [];
    if (batch.length === 0) return writing;
    // One batch at a time, in order: a second waits for the first.
    writing = writing.then(async () => {
      try {
        await insertCaseLooks(db, batch);
      } catch (error) {
        // Kept for the next batch (the database may be restarting), up to maxKept.
        kept = [...batch, ...kept];
        const lost = kept.length - maxKept;
        if (lost > 0) kept = kept.slice(lost);
        log.error({ err: error, looks: batch.length, lost: Math.max(lost, 0) }, 'case looks not written');
        timer ??= setTimeout(() => void writeKept(), flushMs).unref();
      }
    });
    return writing;
  }

  return {
    record(look) {
      kept.push({ ...look, occurredAt: new Date() });
      if (kept.length >= batchRows) void writeKept();
      else timer ??= setTimeout(() => void writeKept(), flushMs).unref();
    },
    async flush() {
      await writeKept();
    },
    async stop() {
      await writeKept();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
