import type { Middleware } from '@reduxjs/toolkit';
import storage from 'redux-persist/es/storage';
import type { Storage } from 'redux-persist';
import { loginSuccess, logout } from '@/features/auth/stores/auth-actions';

/**
 * Stops redux-persist writing once the session ends, so logout can remove `persist:Case` for
 * good (a write queued just before logout would otherwise bring it back), and starts it again
 * at the next sign-in.
 */
export function createPersistenceSwitch(initiallyOn: boolean) {
  let on = initiallyOn;

  const guardedStorage: Storage = {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => (on ? storage.setItem(key, value) : Promise.resolve()),
    removeItem: (key: string) => storage.removeItem(key),
  };

  const middleware: Middleware = () => (next) => (action) => {
    if (logout.match(action)) on = false;
    if (loginSuccess.match(action)) on = true;
    return next(action);
  };

  return {
    storage: guardedStorage,
    middleware,
    isOn: () => on,
    /** No more writes, including any already queued. */
    stop: () => {
      on = false;
    },
  };
}
