import { ALARM_MESSAGES, type AlarmItem } from '@casekeeper/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { AlertMessage } from '@/components/alert-dialog';
import { useDismissAlarmMutation } from '../api/dismiss-alarm';

/**
 * Dismissing an alarm: the server first, then the item hidden here and a toast; a failure
 * alerts (spec §8).
 */
export function useDismissAlarm(hide: (id: number) => void) {
  const [dismissAlarm] = useDismissAlarmMutation();
  const [dismissAlert, setDismissAlert] = useState<AlertMessage | null>(null);

  const dismiss = async (item: AlarmItem) => {
    try {
      await dismissAlarm({ params: { id: item.actionItemDetailId } }).unwrap();
    } catch {
      setDismissAlert({ title: ALARM_MESSAGES.failed });
      return;
    }
    hide(item.actionItemDetailId);
    toast.success(ALARM_MESSAGES.dismissed);
  };

  return {
    dismiss: (item: AlarmItem) => void dismiss(item),
    dismissAlert,
    clearDismissAlert: () => setDismissAlert(null),
  };
}
