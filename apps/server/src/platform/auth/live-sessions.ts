import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { liveSessionExpiry } from './session-liveness';
import { onSessionsEnding } from './sessions-ending';

/** The channel the refresh_token_families triggers announce ended sign-ins on (migration 0007). */
export const SESSION_ENDED_CHANNEL = 'casekeeper_session_ended';

/** How long a process trusts a sign-in it found live, should an announcement ever be missed. */
export const LIVE_SESSION_CACHE_MS = 10_000;
const MAX_CACHED_SESSIONS = 50_000;
const RECONNECT_DELAY_MS = 2_000;

export type LiveSessions = {
  /** Whether the sign-in is live: from the cache while this process hears announcements, else the database. */
  isLive(familyId: string): Promise<boolean>;
  /** Starts listening for ended sign-ins; until it listens, every check asks the database. */
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly listening: boolean;
};

type Options = { db: Database; log: FastifyBaseLogger; cacheMs?: number };

/**
 * Checking every request's sign-in in PostgreSQL cost more than half of a simple call's
 * throughput. Each process therefore remembers the sign-ins it found live, briefly, and forgets
 * one the moment PostgreSQL announces (LISTEN/NOTIFY, sent on commit by a trigger) that it has
 * ended, so signing out still takes effect at once on every process. Without a listening
 * connection nothing is cached.
 */
export function createLiveSessions({ db, log, cacheMs = LIVE_SESSION_CACHE_MS }: Options): LiveSessions {
  /** Family id → until when (ms) it may be taken as live without asking. */
  const cache = new Map<string, number>();
  /** Bumped by every announcement and connection change: an answer read across one is not cached. */
  let generation = 0;
  let listener: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};

  const forgetAll = () => {
    generation += 1;
    cache.clear();
  };

  const remember = (familyId: string, until: number) => {
    if (cache.size >= MAX_CACHED_SESSIONS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(familyId, until);
  };

  const lost = (error?: Error) => {
    if (!listening && !listener) return;
    if (error)
      log.warn({ err: error }, 'stopped hearing about ended sign-ins; checking each request in the database');
    listening = false;
    forgetAll();
    const client = listener;
    listener = undefined;
    client?.end().catch(() => undefined);
    if (!stopped) reconnect = setTimeout(() => void listen(), RECONNECT_DELAY_MS).unref();
  };

  async function listen(): Promise<void> {
    const client = new pg.Client(db.$client.options);
    client.on('notification', (message) => {
      generation += 1;
      if (message.payload) cache.delete(message.payload);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
      forgetAll();
      listening = true;
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return {
    get listening() {
      return listening;
    },
    async isLive(familyId) {
      const now = Date.now();
      if (listening && (cache.get(familyId) ?? 0) > now) return true;
      const seen = generation;
      const expiresAt = await liveSessionExpiry(db, familyId);
      if (!expiresAt) {
        cache.delete(familyId);
        return false;
      }
      if (listening && seen === generation) remember(familyId, Math.min(now + cacheMs, expiresAt.getTime()));
      return true;
    },
    start() {
      // Ending sign-ins here clears this process's cache before the change commits, so a request
      // that follows a sign-out on this process never waits on the announcement.
      unsubscribe = onSessionsEnding(forgetAll);
      return listen();
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(reconnect);
      listening = false;
      const client = listener;
      listener = undefined;
      cache.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
