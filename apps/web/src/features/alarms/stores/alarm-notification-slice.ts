import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SelectedAlarmNotification = { id: number | null; desc: string | null };

export type AlarmNotificationState = {
  /** Bumped to make the alarm dropdown load again. */
  alarmNotiTriggerKey: number;
  selectedAlarmNotification: SelectedAlarmNotification;
};

const initialState: AlarmNotificationState = {
  alarmNotiTriggerKey: 0,
  selectedAlarmNotification: { id: null, desc: null },
};

export const alarmNotificationSlice = createSlice({
  name: 'alarmNotification',
  initialState,
  reducers: {
    triggerAlarmNotifications: (state) => {
      state.alarmNotiTriggerKey += 1;
    },
    updateSelectedAlarmNotification: (state, action: PayloadAction<Partial<SelectedAlarmNotification>>) => {
      Object.assign(state.selectedAlarmNotification, action.payload);
      state.alarmNotiTriggerKey += 1;
    },
    clearSelectedAlarmNotification: (state) => {
      state.selectedAlarmNotification = { id: null, desc: null };
      state.alarmNotiTriggerKey += 1;
    },
  },
});

export const { triggerAlarmNotifications, updateSelectedAlarmNotification, clearSelectedAlarmNotification } =
  alarmNotificationSlice.actions;
