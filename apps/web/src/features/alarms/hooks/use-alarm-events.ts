import { ALARMS_CHANGED_EVENT, alarmEndpoints, endpointPath } from '@casekeeper/contract';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { followEventStream } from '@/lib/api/event-stream';
import { triggerAlarmNotifications } from '../stores/alarm-notification-slice';

/**
 * Live alarms: while mounted, follows the server's alarm events and bumps the alarm slice's
 * trigger key (so the lists load again) whenever they say the alarms changed, and when the
 * stream opens again after a break, in which changes may have been missed.
 */
export function useAlarmEvents() {
  const dispatch = useDispatch();
  useEffect(() => {
    const controller = new AbortController();
    let opened = false;
    followEventStream({
      path: endpointPath(alarmEndpoints.events),
      onEvent: (name) => {
        if (name === ALARMS_CHANGED_EVENT) dispatch(triggerAlarmNotifications());
      },
      onOpen: () => {
        if (opened) dispatch(triggerAlarmNotifications());
        opened = true;
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [dispatch]);
}
