import type { AlarmList } from '@casekeeper/contract';
import { createKeptAnswers } from '../../platform/cache/kept-answers';
import type { Announcements } from '../../platform/database/announcements';
import { ALARMS_CHANGED_CHANNEL, announcementOf } from './alarm-events';
import type { AlarmOwner } from './alarm-repository';

/** Alarms kept across all answers (an alarm is a few hundred bytes in memory). */
const MAX_KEPT_ALARMS = 20_000;

/** An alarm answer, and when the soonest upcoming alarm falls due (null: none is upcoming). */
export type TimedAlarmList = { list: AlarmList; soonestUpcomingAt: Date | null };

export type AlarmCounts = { upcoming: number; past: number };

export type AlarmListCache = {
  /** The owner's alarms at `now`: kept from an earlier identical call while still right, or loaded now. */
  read(
    owner: AlarmOwner,
    counts: AlarmCounts,
    now: Date,
    load: () => Promise<TimedAlarmList>,
  ): Promise<TimedAlarmList>;
  /** Drops the answers of the authority's officers now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

/** An announcement that names one owner names their scope; anything else drops everything. */
const scopeAnnounced = (payload: string) => (/^\d+:\d+$/.test(payload) ? payload : undefined);

/**
 * Every page asks for the officer's alarms, again on every alarm event and every minute, and the
 * call's one statement and serialisation put it over its 5 ms p95 budget. Each process keeps an
 * officer's answer per pair of counts until the officer's alarms change (migration 0017's
 * triggers announce each officer whose alarms changed, to every process; a write in this process
 * says so at once for its whole authority), or until the soonest upcoming alarm falls due and
 * moves to the past list, whichever comes first. See docs/caching.md.
 */
export function createAlarmListCache({
  announcements,
  maxAgeMs,
  maxAlarms = MAX_KEPT_ALARMS,
}: {
  announcements: Announcements;
  /** How long an answer is kept at most, should an announcement ever be missed; 0 keeps nothing. */
  maxAgeMs: number;
  maxAlarms?: number;
}): AlarmListCache {
  const answers = createKeptAnswers<TimedAlarmList>({
    announcements,
    channel: ALARMS_CHANGED_CHANNEL,
    scopeAnnounced,
    maxAgeMs,
    maxSize: maxAlarms,
  });
  return {
    read: (owner, counts, now, load) =>
      answers.read({
        // The authority's scope lets a write in this process drop its officers' answers without
        // knowing whose alarms it touched (an admin reassigning a case changes two officers').
        scopes: [String(owner.authorityId), announcementOf(owner)],
        key: `${counts.upcoming}/${counts.past}`,
        now: now.getTime(),
        load,
        // An empty answer still costs a little.
        sizeOf: (answer) => answer.list.data.length + 1,
        holdsUntil: (answer) => answer.soonestUpcomingAt?.getTime() ?? Infinity,
      }),
    forgetAuthority: (authorityId) => answers.forget(String(authorityId)),
    stop: () => answers.stop(),
  };
}
