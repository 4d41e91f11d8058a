import type { Middleware } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { RootState } from './root-reducer';

const identityOf = (state: RootState) => {
  const user = state.auth.user;
  return user ? `${user.webUserId}|${user.impersonating ? 'as' : 'own'}` : null;
};

/**
 * Whenever the person the app acts as changes (sign-in, sign-out, impersonation and back),
 * the server cache is emptied: nobody ever sees what was read for someone else.
 */
export const forgetCacheOnIdentityChange: Middleware<object, RootState> = (store) => (next) => (action) => {
  const before = identityOf(store.getState());
  const result = next(action);
  if (identityOf(store.getState()) !== before) store.dispatch(api.util.resetApiState());
  return result;
};
