import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import { isDatabaseUnavailable } from './postgres-error';

/** The first retry comes soon; later ones no more often than this. */
const LONGEST_PAUSE_MS = 5_000;

/** The database could not be reached, or refused us; the message says which and what to check. */
export class DatabaseUnreachableError extends Error {}

/** Where the database is, for messages: host, port and name, never the password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Unreachable for now: refused, cut, timed out, restarting, or a host name not yet known (a container starting). */
function mayAnswerSoon(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error as { code?: unknown }).code === 'ENOTFOUND';
}

export type WaitForDatabaseOptions = {
  /** How long to keep trying before giving up. */
  waitMs: number;
  log: { warn(details: object, message: string): void };
  /** The setting a message tells to check (DATABASE_URL unless said). */
  setting?: string;
};

/**
 * Waits until PostgreSQL answers, trying again (each pause longer, up to five seconds) while it
 * is unreachable or starting, so the server and its database can start in either order. A
 * refusal that waiting will not mend (a wrong password, a missing database) fails at once.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  url: string,
  options: WaitForDatabaseOptions,
): Promise<void> {
  const where = describeDatabase(url);
  const setting = options.setting ?? 'DATABASE_URL';
  const deadline = Date.now() + options.waitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (!mayAnswerSoon(error)) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} refused Casekeeper: ${reasonOf(error)}. Check ${setting}.`,
          { cause: error },
        );
      }
      const pauseMs = Math.min(LONGEST_PAUSE_MS, 250 * 2 ** (attempt - 1));
      if (Date.now() + pauseMs > deadline) {
        throw new DatabaseUnreachableError(
          `Casekeeper could not reach PostgreSQL at ${where} within ${Math.round(options.waitMs / 1000)} s ` +
            `(${reasonOf(error)}). Check that it is running and that ${setting} is right; ` +
            'DATABASE_WAIT_SECONDS sets how long to wait.',
          { cause: error },
        );
      }
      options.log.warn(
        { attempt, retryInMs: pauseMs, database: where },
        `PostgreSQL at ${where} is not answering (${reasonOf(error)}); trying again in ${pauseMs / 1000} s`,
      );
      await delay(pauseMs);
    }
  }
}
