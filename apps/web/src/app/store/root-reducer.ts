import { combineReducers } from '@reduxjs/toolkit';
import { alarmNotificationSlice } from '@/features/alarms/stores/alarm-notification-slice';
import { authSlice } from '@/features/auth/stores/auth-slice';
import { secondAuthSlice } from '@/features/auth/stores/second-auth-slice';
import { bookmarkFilterSlice } from '@/features/cases/stores/bookmark-filter-slice';
import { api } from '@/lib/api/api';
import { formStateSlice } from '@/stores/form-state-slice';
import { keyedStoreSlice } from '@/stores/keyed-store-slice';

/** Every client state slice, and the server cache (`api`, never persisted). */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  secondAuth: secondAuthSlice.reducer,
  bookmarkFilter: bookmarkFilterSlice.reducer,
  alarmNotification: alarmNotificationSlice.reducer,
  formState: formStateSlice.reducer,
  keyedStore: keyedStoreSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
