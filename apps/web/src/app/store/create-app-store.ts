import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { endSession } from '@/features/auth/stores/session-thunks';
import { sessionUpdated } from '@/features/auth/stores/auth-slice';
import { api } from '@/lib/api/api';
import { refreshCoordinator, storedAccessToken } from '@/lib/api/authenticated-client';
import { scheduleTokenRefresh } from '@/lib/api/schedule-token-refresh';
import { registerSessionHandlers } from '@/lib/api/session-handlers';
import { readStoredUser, subscribeToStoredUser } from '@/lib/session/stored-user';
import { persistConfigFor } from './persist-config';
import { createPersistenceSwitch } from './persistence-switch';
import { forgetCacheOnIdentityChange } from './forget-cache-on-identity-change';
import { rootReducer, type RootState } from './root-reducer';
import { syncSessionAcrossTabs } from './sync-session-across-tabs';

/** The Redux store, persisted, wired to the API layer's session events and to other tabs. */
export function createAppStore() {
  const persistence = createPersistenceSwitch(readStoredUser() !== null);
  const store = configureStore({
    reducer: persistReducer<RootState, UnknownAction>(persistConfigFor(persistence.storage), rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(persistence.middleware)
        .concat(api.middleware, forgetCacheOnIdentityChange),
  });
  const persistor = persistStore(store);

  const unregister = registerSessionHandlers({
    tokenRefreshed: (user) => store.dispatch(sessionUpdated(user)),
    sessionExpired: () => void store.dispatch(endSession()),
  });
  const stopSync = syncSessionAcrossTabs(store.dispatch, () => store.getState().auth.isLoggedIn);
  const stopRefreshTimer = scheduleTokenRefresh({
    subscribe: (listener) => subscribeToStoredUser((user) => listener(user?.access_token)),
    currentToken: storedAccessToken,
    refresh: refreshCoordinator.freshToken,
  });

  return {
    store,
    persistor,
    dispose: () => {
      unregister();
      stopSync();
      stopRefreshTimer();
      persistor.pause();
      persistence.stop();
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
