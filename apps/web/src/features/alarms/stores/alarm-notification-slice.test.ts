import { describe, expect, it } from 'vitest';
import {
  alarmNotificationSlice,
  clearSelectedAlarmNotification,
  triggerAlarmNotifications,
  updateSelectedAlarmNotification,
} from './alarm-notification-slice';

const reduce = alarmNotificationSlice.reducer;

describe('the alarm notification slice', () => {
  it('starts with a zero trigger and no selection', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      alarmNotiTriggerKey: 0,
      selectedAlarmNotification: { id: null, desc: null },
    });
  });

  it('bumps the trigger key on trigger', () => {
    expect(reduce(undefined, triggerAlarmNotifications()).alarmNotiTriggerKey).toBe(1);
  });

  it('merges an update into the selection and bumps the trigger', () => {
    const first = reduce(
      undefined,
      updateSelectedAlarmNotification({ id: 5, desc: 'Call - Ring the client' }),
    );
    const second = reduce(first, updateSelectedAlarmNotification({ desc: 'Visit - Survey' }));
    expect(second).toEqual({
      alarmNotiTriggerKey: 2,
      selectedAlarmNotification: { id: 5, desc: 'Visit - Survey' },
    });
  });

  it('clears the selection to null id and desc, and bumps the trigger', () => {
    const selected = { alarmNotiTriggerKey: 4, selectedAlarmNotification: { id: 5, desc: 'Call - Ring' } };
    expect(reduce(selected, clearSelectedAlarmNotification())).toEqual({
      alarmNotiTriggerKey: 5,
      selectedAlarmNotification: { id: null, desc: null },
    });
  });
});
