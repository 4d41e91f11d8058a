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

  /** Answers whether the item was dismissed (and is hidden now). */
  const dismiss = async (item: AlarmItem): Promise<boolean> => {
    try {
      await dismissAlarm({ params: { id: item.actionItemDetailId } }).unwrap();
    } catch {
      setDismissAlert({ title: ALARM_MESSAGES.failed });
      return false;
    }
    hide(item.actionItemDetailId);
    toast.success(ALARM_MESSAGES.dismissed);
    return true;
  };

  return {
    dismiss,
    dismissAlert,
    clearDismissAlert: () => setDismissAlert(null),
  };
}
