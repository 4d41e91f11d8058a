import type { Announcements } from '../database/announcements';
import { createKeptAnswers } from './kept-answers';

/** Answers about one authority at a time, kept until a change to that authority is announced. */
export type KeptByAuthority<T> = {
  /** The authority's answer for `key`: kept from an earlier call, or loaded now. */
  read(authorityId: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the authority's answers now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

/** An announcement naming an authority id drops that authority's answers; anything else, all. */
const authorityAnnounced = (payload: string) => (/^\d+$/.test(payload) ? payload : undefined);

/**
 * Kept answers scoped by authority, dropped by the announcements of `channel` (one or several)
 * that name it: what the Spend figures and contractor performance keep. See docs/caching.md.
 */
export function createKeptByAuthority<T>(options: {
  announcements: Announcements;
  channel: string | readonly string[];
  /** How long an answer is kept at most, should an announcement ever be missed; 0 keeps nothing. */
  maxAgeMs: number;
  maxSize: number;
}): KeptByAuthority<T> {
  const answers = createKeptAnswers<T>({ ...options, scopeAnnounced: authorityAnnounced });
  return {
    read: (authorityId, key, load) =>
      answers.read({ scopes: [String(authorityId)], key, now: Date.now(), load }),
    forgetAuthority: (authorityId) => answers.forget(String(authorityId)),
    stop: () => answers.stop(),
  };
}
