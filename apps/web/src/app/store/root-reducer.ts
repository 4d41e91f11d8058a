import { combineReducers } from '@reduxjs/toolkit';
import { alarmNotificationSlice } from '@/features/alarms/stores/alarm-notification-slice';
import { authSlice } from '@/features/auth/stores/auth-slice';
import { secondAuthSlice } from '@/features/auth/stores/second-auth-slice';
import { bookmarkFilterSlice } from '@/features/bookmarks/stores/bookmark-filter-slice';
import { formStateSlice } from '@/stores/form-state-slice';
import { keyedStoreSlice } from '@/stores/keyed-store-slice';

/** Every client state slice. */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  secondAuth: secondAuthSlice.reducer,
  bookmarkFilter: bookmarkFilterSlice.reducer,
  alarmNotification: alarmNotificationSlice.reducer,
  formState: formStateSlice.reducer,
  keyedStore: keyedStoreSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
