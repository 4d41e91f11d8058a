import { createKeptAnswers } from '../../platform/cache/kept-answers';
import type { Announcements } from '../../platform/database/announcements';

/** The channel migration 0014's triggers announce an authority's changed lists on ('*': all). */
export const CASE_LIST_CHANGED_CHANNEL = 'casekeeper_case_list_changed';

/** Rows kept across all pages (a row is about half a kilobyte in memory). */
const MAX_CACHED_ROWS = 20_000;

export type CaseListCache<T> = {
  /** The answer for `key` in `authorityId`: kept from an earlier identical call, or loaded now. */
  read(authorityId: number, key: string, load: () => Promise<T>, rowsOf: (value: T) => number): Promise<T>;
  /** Drops the authority's pages now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

/** The authority an announcement names; none for '*'. */
function authorityAnnounced(payload: string): string | undefined {
  const authorityId = Number(payload);
  return Number.isSafeInteger(authorityId) ? String(authorityId) : undefined;
}

/**
 * Officers open the case list again and again (after each case they look at, on every return to
 * the tab), and it was the costliest frequent read. Each process keeps recent pages for a few
 * seconds, per caller and query, and drops an authority's pages the moment anything a list shows
 * changes: a write in this process says so when it commits, and PostgreSQL's triggers announce
 * every commit to every process (migration 0014), except a bulk run's, which the run announces
 * once per batch (migration 0061, case-list-announcements.ts). See docs/caching.md.
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
  const pages = createKeptAnswers<T>({
    announcements,
    channel: CASE_LIST_CHANGED_CHANNEL,
    scopeAnnounced: authorityAnnounced,
    maxAgeMs: cacheMs,
    maxSize: maxRows,
  });
  return {
    read: (authorityId, key, load, rowsOf) =>
      pages.read({ scopes: [String(authorityId)], key, now: Date.now(), load, sizeOf: rowsOf }),
    forgetAuthority: (authorityId) => pages.forget(String(authorityId)),
    stop: () => pages.stop(),
  };
}
