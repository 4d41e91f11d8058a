import { useDispatch } from 'react-redux';
import { updateSelectedAlarmNotification } from '@/features/alarms/stores/alarm-notification-slice';
import type { OpenItem } from '@/features/my-work/components/action-lines';

/**
 * Opening an item from My work marks it for the diary page as choosing it in the alarm dropdown
 * does: the diary scrolls to it and gives it the focus.
 */
export function useOpenItemInDiary(): OpenItem {
  const dispatch = useDispatch();
  return ({ id, words }) => dispatch(updateSelectedAlarmNotification({ id, desc: words }));
}
