import type { Database } from '../../db/client';
import type { Announcements } from '../database/announcements';
import { liveSessionExpiry } from './session-liveness';
import { onSessionsEnding } from './sessions-ending';

/** The channel the refresh_token_families triggers announce ended sign-ins on (migration 0007). */
export const SESSION_ENDED_CHANNEL = 'casekeeper_session_ended';

/** How long a process trusts a sign-in it found live, should an announcement ever be missed. */
export const LIVE_SESSION_CACHE_MS = 10_000;
const MAX_CACHED_SESSIONS = 50_000;

export type LiveSessions = {
  /** Whether the sign-in is live: from the cache while this process hears announcements, else the database. */
  isLive(familyId: string): Promise<boolean>;
  /** Stops caching and forgets what it holds. */
  stop(): void;
};

type Options = { db: Database; announcements: Announcements; cacheMs?: number };

/**
 * Checking every request's sign-in in PostgreSQL cost more than half of a simple call's
 * throughput. Each process therefore remembers the sign-ins it found live, briefly, and forgets
 * one the moment PostgreSQL announces (LISTEN/NOTIFY, sent on commit by a trigger) that it has
 * ended, so signing out still takes effect at once on every process. While announcements are
 * not heard nothing is cached.
 */
export function createLiveSessions({
  db,
  announcements,
  cacheMs = LIVE_SESSION_CACHE_MS,
}: Options): LiveSessions {
  /** Family id → until when (ms) it may be taken as live without asking. */
  const cache = new Map<string, number>();
  /** Bumped by every announcement and connection change: an answer read across one is not cached. */
  let generation = 0;

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

  const unsubscribers = [
    announcements.subscribe(SESSION_ENDED_CHANNEL, (familyId) => {
      generation += 1;
      cache.delete(familyId);
    }),
    announcements.onGap(forgetAll),
    // Ending sign-ins here clears this process's cache before the change commits, so a request
    // that follows a sign-out on this process never waits on the announcement.
    onSessionsEnding(forgetAll),
  ];

  return {
    async isLive(familyId) {
      const now = Date.now();
      if (announcements.listening && (cache.get(familyId) ?? 0) > now) return true;
      const seen = generation;
      const expiresAt = await liveSessionExpiry(db, familyId);
      if (!expiresAt) {
        cache.delete(familyId);
        return false;
      }
      if (announcements.listening && seen === generation) {
        remember(familyId, Math.min(now + cacheMs, expiresAt.getTime()));
      }
      return true;
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      forgetAll();
    },
  };
}
