import type { Database } from '../../db/client';
import { announceCaseListChange } from '../cases';

/** A run tells the case lists it changed after this many cases at most... */
export const ANNOUNCE_EVERY_CASES = 100;
/** ...or once this long has passed since the first case it has not told of, whichever comes first. */
export const ANNOUNCE_EVERY_MS = 1_000;

export type ListAnnouncements = {
  /** A case of the run changed (its transaction committed, its own announcement deferred). */
  changed(): Promise<void>;
  /** Tells the lists of every change not told yet: after the last case, a failure or a stop. */
  flush(): Promise<void>;
};

/**
 * A run's case changes announced to the case lists once per batch rather than once per case: every
 * announcement drops every process's kept pages of the authority, and one per case kept other
 * people's lists from ever staying kept while a run went (bench/RESULTS.md, issue 39). A list may
 * lag a run by one batch; it shows the whole run once the run has ended.
 */
export function listAnnouncements(
  db: Database,
  authorityId: number,
  now: () => number = Date.now,
): ListAnnouncements {
  let untold = 0;
  let firstUntoldAt = 0;
  const flush = async () => {
    if (untold === 0) return;
    untold = 0;
    await announceCaseListChange(db, authorityId);
  };
  return {
    async changed() {
      if (untold === 0) firstUntoldAt = now();
      untold += 1;
      if (untold >= ANNOUNCE_EVERY_CASES || now() - firstUntoldAt >= ANNOUNCE_EVERY_MS) await flush();
    },
    flush,
  };
}
