import { useSelector } from 'react-redux';
import type { AlarmNotificationState } from './alarm-notification-slice';

/** A typed selector for this feature's part of the store (the feature cannot see the app's RootState). */
export const useAlarmSelector = useSelector.withTypes<{ alarmNotification: AlarmNotificationState }>();
