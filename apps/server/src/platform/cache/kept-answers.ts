import type { Announcements } from '../database/announcements';

type Entry<T> = {
  value: T;
  size: number;
  /** The generations it was read under: the whole cache's, and each of its scopes'. */
  generation: number;
  scopeGenerations: number[];
  /** The span of time (ms) it is the answer for. */
  from: number;
  until: number;
};

export type AnswerRequest<T> = {
  /** What the answer shows: a change to any of these scopes drops it. */
  scopes: readonly string[];
  /** Which answer, within its scopes (the caller and the query). */
  key: string;
  /** The moment (ms) the answer is wanted for. */
  now: number;
  load: () => Promise<T>;
  /** How much of the cache's `maxSize` the answer takes up; 1 unless given. */
  sizeOf?: (value: T) => number;
  /** When the answer stops being right with nothing changed, as the time it was read for passes. */
  holdsUntil?: (value: T) => number;
};

export type KeptAnswers<T> = {
  /** The answer: kept from an earlier identical request while still right, or loaded now. */
  read(request: AnswerRequest<T>): Promise<T>;
  /** Drops the scope's answers now: said after a write in this process commits. */
  forget(scope: string): void;
  stop(): void;
};

export type KeptAnswersOptions = {
  announcements: Announcements;
  /** Where changes are announced (by PostgreSQL's triggers, or the writes themselves): one or several. */
  channel: string | readonly string[];
  /** The scope an announcement names; undefined when it names none (everything is dropped). */
  scopeAnnounced: (payload: string) => string | undefined;
  /** How long an answer is kept at most, should an announcement ever be missed; 0 keeps nothing. */
  maxAgeMs: number;
  /** The most kept at once, in `sizeOf` units; the oldest answers go first. */
  maxSize: number;
};

/**
 * Answers a server process keeps in memory and drops the moment PostgreSQL announces a change to
 * what they show (to every process, on commit), or this process says it wrote. An answer read
 * across a change is not kept (the generations), nothing is kept or answered while announcements
 * are not heard, and everything is forgotten whenever they may have been missed.
 */
export function createKeptAnswers<T>({
  announcements,
  channel,
  scopeAnnounced,
  maxAgeMs,
  maxSize,
}: KeptAnswersOptions): KeptAnswers<T> {
  const entries = new Map<string, Entry<T>>();
  const scopeGenerations = new Map<string, number>();
  let generation = 0;
  let sizeKept = 0;

  const generationOf = (scope: string) => scopeGenerations.get(scope) ?? 0;
  const generationsOf = (scopes: readonly string[]) => scopes.map(generationOf);
  const sameGenerations = (scopes: readonly string[], seen: readonly number[]) =>
    scopes.every((scope, index) => generationOf(scope) === seen[index]);

  const drop = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    sizeKept -= entry.size;
  };

  // Every entry and every read under way carries the old whole-cache generation, so the scopes'
  // generations can start again from nothing.
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    scopeGenerations.clear();
    sizeKept = 0;
  };

  // A scope's entries are left to fail their generation check (and age out) rather than be
  // searched for: a change costs one map write.
  const forget = (scope: string) => {
    scopeGenerations.set(scope, generationOf(scope) + 1);
  };

  const isCurrent = (entry: Entry<T>, scopes: readonly string[], now: number) =>
    announcements.listening &&
    entry.generation === generation &&
    entry.from <= now &&
    now < entry.until &&
    sameGenerations(scopes, entry.scopeGenerations);

  const keep = (key: string, entry: Entry<T>) => {
    const earlier = entries.get(key);
    if (earlier) drop(key, earlier);
    entries.set(key, entry);
    sizeKept += entry.size;
    for (const [oldestKey, oldest] of entries) {
      if (sizeKept <= maxSize) break;
      drop(oldestKey, oldest);
    }
  };

  const heard = (payload: string) => {
    const scope = scopeAnnounced(payload);
    if (scope === undefined) forgetAll();
    else forget(scope);
  };
  const unsubscribers = [
    ...(typeof channel === 'string' ? [channel] : channel).map((one) => announcements.subscribe(one, heard)),
    announcements.onGap(forgetAll),
  ];

  return {
    async read({ scopes, key, now, load, sizeOf = () => 1, holdsUntil = () => Infinity }) {
      const fullKey = `${scopes.join(',')}|${key}`;
      const kept = entries.get(fullKey);
      if (kept && isCurrent(kept, scopes, now)) return kept.value;
      if (kept) drop(fullKey, kept);
      const seen = { generation, scopeGenerations: generationsOf(scopes) };
      const value = await load();
      const size = sizeOf(value);
      const until = Math.min(now + maxAgeMs, holdsUntil(value));
      const unchanged = seen.generation === generation && sameGenerations(scopes, seen.scopeGenerations);
      if (announcements.listening && unchanged && now < until && size <= maxSize) {
        keep(fullKey, { value, size, ...seen, from: now, until });
      }
      return value;
    },
    forget,
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      forgetAll();
    },
  };
}
