import { ALARMS_CHANGED_EVENT, alarmEndpoints, endpointPath } from '@casekeeper/contract';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { followEventStream } from '@/lib/api/event-stream';
import { triggerAlarmNotifications } from '../stores/alarm-notification-slice';

/**
 * How long after the page has loaded the stream opens: the page's own first work comes first,
 * and a stream open from the start would keep the page's loading from ever looking finished.
 */
export const ALARM_STREAM_DELAY_MS = 3_000;

/** Calls `start` once the page has loaded and `ALARM_STREAM_DELAY_MS` more have passed. */
function afterPageLoad(start: () => void, signal: AbortSignal) {
  const wait = () => {
    const timer = setTimeout(start, ALARM_STREAM_DELAY_MS);
    signal.addEventListener('abort', () => clearTimeout(timer));
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true, signal });
}

/**
 * Live alarms: while mounted, follows the server's alarm events and bumps the alarm slice's
 * trigger key (so the lists load again) whenever they say the alarms changed, and whenever the
 * stream opens (after the page's first load, or again after a break), as changes may have been
 * missed before it was open.
 */
export function useAlarmEvents() {
  const dispatch = useDispatch();
  useEffect(() => {
    const controller = new AbortController();
    afterPageLoad(
      () =>
        followEventStream({
          path: endpointPath(alarmEndpoints.events),
          onEvent: (name) => {
            if (name === ALARMS_CHANGED_EVENT) dispatch(triggerAlarmNotifications());
          },
          onOpen: () => dispatch(triggerAlarmNotifications()),
          signal: controller.signal,
        }),
      controller.signal,
    );
    return () => controller.abort();
  }, [dispatch]);
}
