import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { DiaryListPage } from '@/features/action-diaries/pages/diary-list-page';
import { useAlarmSelector } from '@/features/alarms/stores/alarm-hooks';
import { clearSelectedAlarmNotification } from '@/features/alarms/stores/alarm-notification-slice';

/**
 * /actionDiary/list/{caseId?}: the diary page, told which item was chosen in the alarm dropdown.
 * The choice is persisted (`persist:Case`) only until the item has been shown: kept, a later visit
 * days on would jump to it again. The page keeps it marked for as long as it stays open.
 */
export function ActionDiaryListRoute() {
  const dispatch = useDispatch();
  const chosen = useAlarmSelector((state) => state.alarmNotification.selectedAlarmNotification.id);
  const [highlighted, setHighlighted] = useState(chosen);
  if (chosen !== null && chosen !== highlighted) setHighlighted(chosen);
  const forgetChoice = useCallback(() => dispatch(clearSelectedAlarmNotification()), [dispatch]);
  return <DiaryListPage highlightItemId={highlighted} onHighlightShown={forgetChoice} />;
}
