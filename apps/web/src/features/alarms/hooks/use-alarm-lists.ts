import { ALARM_LOAD_MORE_STEP, ALARM_MESSAGES, ALARM_PAGE_SIZE, type AlarmItem } from '@casekeeper/contract';
import { useState } from 'react';
import type { AlertMessage } from '@/components/alert-dialog';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetAlarmsQuery, type AlarmAnswer } from '../api/get-alarms';
import { useAlarmSelector } from '../stores/alarm-hooks';

/** The fallback when no event bumps the trigger key: read the lists again every minute. */
export const ALARM_POLL_MS = 60_000;

export type AlarmListState = {
  items: AlarmItem[];
  /** Whether the server holds more of this list than it sent (Load More shows). */
  hasMore: boolean;
  loadMore: () => void;
};

const isUpcoming = (item: AlarmItem) => !item.isDatePassed;
const isPast = (item: AlarmItem) => item.isDatePassed;

/** Why loading failed, as the spec's alert; null while the lists load fine. */
function loadAlertOf(answer: AlarmAnswer | undefined, error: unknown): AlertMessage | null {
  if (error !== undefined) {
    const message = toApiFailure(error).serverMessage ?? ALARM_MESSAGES.serverError;
    return { title: ALARM_MESSAGES.unavailable, message };
  }
  if (answer !== undefined && answer.statusCode !== 200) return { title: ALARM_MESSAGES.failed };
  return null;
}

/**
 * The upcoming and past lists, 5 of each at first and 5 more per Load More, read again whenever
 * the alarm slice's trigger key moves and every minute; items dismissed here hidden at once.
 */
export function useAlarmLists(webUserId: number) {
  const triggerKey = useAlarmSelector((state) => state.alarmNotification.alarmNotiTriggerKey);
  const [counts, setCounts] = useState({ upcoming: ALARM_PAGE_SIZE, past: ALARM_PAGE_SIZE });
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const { data, error } = useGetAlarmsQuery(
    { params: { webUserId, upcomingCount: counts.upcoming, pastCount: counts.past }, triggerKey },
    { pollingInterval: ALARM_POLL_MS },
  );

  const answer = data?.statusCode === 200 ? data : undefined;
  const loaded = answer?.data ?? [];
  const shown = loaded.filter((item) => !hidden.has(item.actionItemDetailId));
  const listOf = (belongs: (item: AlarmItem) => boolean, total: number, key: keyof typeof counts) => ({
    items: shown.filter(belongs),
    hasMore: loaded.filter(belongs).length < total,
    loadMore: () => setCounts((now) => ({ ...now, [key]: now[key] + ALARM_LOAD_MORE_STEP })),
  });
  // Until the next answer leaves them out, the count still holds the ones dismissed here.
  const pastHiddenHere = loaded.filter((item) => isPast(item) && hidden.has(item.actionItemDetailId)).length;

  return {
    upcoming: listOf(isUpcoming, answer?.upcomingRecord ?? 0, 'upcoming') satisfies AlarmListState,
    past: listOf(isPast, answer?.datePassedRecord ?? 0, 'past') satisfies AlarmListState,
    pastDueCount: Math.max(0, (answer?.datePassedRecord ?? 0) - pastHiddenHere),
    loadAlert: loadAlertOf(data, error),
    hide: (id: number) => setHidden((now) => new Set(now).add(id)),
  };
}
