import { useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { PageLoading } from '@/components/page-loading';
import { refreshCurrentUser } from '@/features/auth/stores/session-thunks';
import { RequireSession } from '../routes/require-session';
import { getAppStore } from '../store/app-store';
import { PersistedStoreGate } from './persisted-store-gate';
import { ToastHost } from './toast-slot';

/** Once per visit to the logged-in area: the session fields read afresh (GET /me). */
function useCurrentUserRefresh(store: ReturnType<typeof getAppStore>['store']) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !store.getState().auth.user) return;
    done.current = true;
    void store.dispatch(refreshCurrentUser());
  }, [store]);
}

/**
 * The logged-in area: the store (restored from `persist:Case` first), the guard, and the
 * toasts, which each layout places under its top bar. Loaded lazily, with the HTTP client, so
 * public pages stay light.
 */
export function SessionRoot() {
  const [{ store, persistor }] = useState(getAppStore);
  useCurrentUserRefresh(store);

  return (
    <Provider store={store}>
      <PersistedStoreGate loading={<PageLoading />} persistor={persistor}>
        <ToastHost>
          <RequireSession />
        </ToastHost>
      </PersistedStoreGate>
    </Provider>
  );
}
