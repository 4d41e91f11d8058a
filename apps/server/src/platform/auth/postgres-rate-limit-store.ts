import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

type Counted = { current: number; ttl: number };

/** Where a limit's name comes from: the route it guards, or `limitName` given to a limiter made in code. */
type LimitParams = { routeInfo?: { method?: unknown; url?: unknown }; limitName?: unknown };

function limitName(params: LimitParams): string {
  const { method, url } = params.routeInfo ?? {};
  if (typeof method === 'string' && typeof url === 'string') return `${method} ${url}`;
  if (typeof params.limitName === 'string') return params.limitName;
  throw new Error('A rate limit made in code needs a limitName to name its counters');
}

/**
 * Counts one more request for `key` in its window, starting a new window when the last one has
 * ended, in one statement (concurrent requests from several processes each get their own count).
 */
export async function countRequest(db: Executor, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_counters as counter (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at
                            else counter.window_ends_at end
    returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit counter not written');
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}

/**
 * A @fastify/rate-limit store keeping its counters in PostgreSQL (rate_limit_counters), so every
 * server process on the database shares each limit; the plugin's own store counts per process.
 */
export function postgresRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin makes the root store with its options; each limit's store is a child named after it. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin hands over the limit's merged options, not the route options its types say.
    child(params: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(`${limitName(params as LimitParams)}\n`);
    }
  }
  return PostgresRateLimitStore;
}
