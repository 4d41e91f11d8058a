import { ALARM_LOAD_MORE_STEP, ALARM_MESSAGES, ALARM_PAGE_SIZE, type AlarmItem } from '@casekeeper/contract';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AlertMessage } from '@/components/alert-dialog';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetAlarmsQuery, type AlarmAnswer } from '../api/get-alarms';
import { useAlarmSelector } from '../stores/alarm-hooks';
import { triggerAlarmNotifications } from '../stores/alarm-notification-slice';

/** The fallback when no event bumps the trigger key: read the lists again every minute. */
export const ALARM_POLL_MS = 60_000;

export type AlarmListState = {
  items: AlarmItem[];
  /** Whether the server holds more of this list than it sent (Load More shows). */
  hasMore: boolean;
  loadMore: () => void;
};

const isUpcoming = (item: AlarmItem) => !item.isDatePassed && !item.isNew;
const isPast = (item: AlarmItem) => item.isDatePassed;
/** What the applicant sent and nobody has seen: new, never past due (docs/documents.md). */
const isFresh = (item: AlarmItem) => item.isNew;

/**
 * Past its due time, an item is read again a moment later, so the server agrees it has passed;
 * never sooner than this after the last answer, should this machine's clock run ahead.
 */
export const FALLING_DUE_MARGIN_MS = 500;
const SOONEST_REREAD_MS = 1_500;
/** The longest a browser timer can wait (about 24.8 days); a later item is timed by a later answer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Bumps the trigger key when the soonest upcoming item falls due, so it moves from Upcoming to
 * Past (and into the count) on its own, without an event or the minute's poll.
 */
function useFallingDue(upcoming: AlarmItem[]) {
  const dispatch = useDispatch();
  const soonest = upcoming[0]?.scheduledDate;
  useEffect(() => {
    if (soonest === undefined) return;
    const wait = Date.parse(soonest) - Date.now() + FALLING_DUE_MARGIN_MS;
    const timer = setTimeout(
      () => dispatch(triggerAlarmNotifications()),
      Math.min(Math.max(wait, SOONEST_REREAD_MS), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [dispatch, soonest]);
}

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
  useFallingDue(loaded.filter(isUpcoming));
  const pastHiddenHere = loaded.filter((item) => isPast(item) && hidden.has(item.actionItemDetailId)).length;
  const freshHiddenHere = loaded.filter(
    (item) => isFresh(item) && hidden.has(item.actionItemDetailId),
  ).length;

  return {
    upcoming: listOf(isUpcoming, answer?.upcomingRecord ?? 0, 'upcoming') satisfies AlarmListState,
    past: listOf(isPast, answer?.datePassedRecord ?? 0, 'past') satisfies AlarmListState,
    // The server answers as many new ones as past ones: Load More asks for more of both.
    fresh: listOf(isFresh, answer?.newRecord ?? 0, 'past') satisfies AlarmListState,
    newCount: answer ? Math.max(0, answer.newRecord - freshHiddenHere) : 0,
    /** Null until the first answer: the bell must not claim none are past due before it knows. */
    pastDueCount: answer ? Math.max(0, answer.datePassedRecord - pastHiddenHere) : null,
    loadAlert: loadAlertOf(data, error),
    hide: (id: number) => setHidden((now) => new Set(now).add(id)),
  };
}
