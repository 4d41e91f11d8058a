import type { Announcements } from '../../platform/database/announcements';

/** The channel migration 0014's triggers announce an authority's changed lists on ('*': all). */
export const CASE_LIST_CHANGED_CHANNEL = 'casekeeper_case_list_changed';

/** Rows kept across all pages (a row is about half a kilobyte in memory). */
const MAX_CACHED_ROWS = 20_000;

type Entry<T> = { value: T; rows: number; authorityGeneration: number; generation: number; until: number };

export type CaseListCache<T> = {
  /** The answer for `key` in `authorityId`: kept from an earlier identical call, or loaded now. */
  read(authorityId: number, key: string, load: () => Promise<T>, rowsOf: (value: T) => number): Promise<T>;
  /** Drops the authority's pages now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

/**
 * Officers open the case list again and again (after each case they look at, on every return to
 * the tab), and it was the costliest frequent read. Each process keeps recent pages for a few
 * seconds, per caller and query, and drops an authority's pages the moment anything a list shows
 * changes: a write in this process says so when it commits, and PostgreSQL's triggers announce
 * every commit to every process (migration 0014). A page read across a change is not kept (the
 * generations), and nothing is kept while announcements are not heard.
 */
export function createCaseListCache<T>({
  announcements,
  cacheMs,
  maxRows = MAX_CACHED_ROWS,
}: {
  announcements: Announcements;
  /** How long a page is kept, should an announcement ever be missed; 0 keeps nothing. */
  cacheMs: number;
  maxRows?: number;
}): CaseListCache<T> {
  const entries = new Map<string, Entry<T>>();
  const authorityGenerations = new Map<number, number>();
  let generation = 0;
  let rowsKept = 0;

  const authorityGeneration = (authorityId: number) => authorityGenerations.get(authorityId) ?? 0;

  const drop = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    rowsKept -= entry.rows;
  };

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    rowsKept = 0;
  };

  // Entries of an authority are left to fail their generation check (and age out) rather than be
  // searched for: a change costs one map write.
  const forgetAuthority = (authorityId: number) => {
    authorityGenerations.set(authorityId, authorityGeneration(authorityId) + 1);
  };

  const isCurrent = (entry: Entry<T>, authorityId: number, now: number) =>
    entry.generation === generation &&
    entry.authorityGeneration === authorityGeneration(authorityId) &&
    entry.until > now;

  const keep = (key: string, entry: Entry<T>) => {
    const earlier = entries.get(key);
    if (earlier) drop(key, earlier);
    entries.set(key, entry);
    rowsKept += entry.rows;
    for (const [oldestKey, oldest] of entries) {
      if (rowsKept <= maxRows) break;
      drop(oldestKey, oldest);
    }
  };

  const unsubscribers = [
    announcements.subscribe(CASE_LIST_CHANGED_CHANNEL, (payload) => {
      const authorityId = Number(payload);
      if (Number.isSafeInteger(authorityId)) forgetAuthority(authorityId);
      else forgetAll();
    }),
    announcements.onGap(forgetAll),
  ];

  return {
    async read(authorityId, key, load, rowsOf) {
      const fullKey = `${authorityId}|${key}`;
      const now = Date.now();
      const kept = entries.get(fullKey);
      if (kept && announcements.listening && isCurrent(kept, authorityId, now)) return kept.value;
      if (kept) drop(fullKey, kept);
      const seen = { generation, authorityGeneration: authorityGeneration(authorityId) };
      const value = await load();
      const rows = rowsOf(value);
      const unchanged =
        seen.generation === generation && seen.authorityGeneration === authorityGeneration(authorityId);
      if (announcements.listening && unchanged && cacheMs > 0 && rows <= maxRows) {
        keep(fullKey, { value, rows, ...seen, until: now + cacheMs });
      }
      return value;
    },
    forgetAuthority,
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      forgetAll();
    },
  };
}
