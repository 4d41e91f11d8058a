import type { Announcements } from '../../platform/database/announcements';
import type { AlarmOwner } from './alarm-repository';

/** Where migration 0017's triggers announce `{authority}:{officer}` whose alarms changed. */
export const ALARMS_CHANGED_CHANNEL = 'casekeeper_alarms_changed';

type Listener = () => void;

export type AlarmEvents = {
  /** Calls `listener` whenever the owner's alarms may have changed; answers the unsubscribe. */
  watch(owner: AlarmOwner, listener: Listener): () => void;
  stop(): void;
};

/** How migration 0017's announcements name an owner: `{authority}:{officer}`. */
export const announcementOf = (owner: AlarmOwner) => `${owner.authorityId}:${owner.webUserId}`;

/**
 * Tells this process's open alarm streams when their officer's alarms change, whichever server
 * process changed them (PostgreSQL's announcements). While announcements are not heard, some may
 * have been missed: every watcher is told, and loads its alarms again.
 */
export function createAlarmEvents(announcements: Announcements): AlarmEvents {
  const watchers = new Map<string, Set<Listener>>();
  const tell = (listeners: Iterable<Listener>) => {
    for (const listener of [...listeners]) listener();
  };
  const unsubscribers = [
    announcements.subscribe(ALARMS_CHANGED_CHANNEL, (payload) => tell(watchers.get(payload) ?? [])),
    announcements.onGap(() => tell([...watchers.values()].flatMap((listeners) => [...listeners]))),
  ];
  return {
    watch(owner, listener) {
      const key = announcementOf(owner);
      const listeners = watchers.get(key) ?? new Set<Listener>();
      watchers.set(key, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) watchers.delete(key);
      };
    },
    stop() {
      for (const unsubscribe of unsubscribers) unsubscribe();
      watchers.clear();
    },
  };
}
