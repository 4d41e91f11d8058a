import { DiaryListPage } from '@/features/action-diaries/pages/diary-list-page';
import { useAlarmSelector } from '@/features/alarms/stores/alarm-hooks';

/** /actionDiary/list/{caseId?}: the diary page, told which item was chosen in the alarm dropdown. */
export function ActionDiaryListRoute() {
  const chosen = useAlarmSelector((state) => state.alarmNotification.selectedAlarmNotification.id);
  return <DiaryListPage highlightItemId={chosen} />;
}
