import { USER_STORAGE_KEY } from '@casekeeper/contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { logout } from '@/features/auth/stores/auth-actions';
import { sessionUpdated } from '@/features/auth/stores/auth-slice';
import { readStoredUser } from '@/lib/session/stored-user';

/**
 * Another tab signed out (the stored user is gone) or refreshed the token (it changed): this
 * tab follows, so one sign-out ends the session everywhere in the browser.
 */
export function syncSessionAcrossTabs(dispatch: Dispatch, isLoggedIn: () => boolean): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    const user = readStoredUser();
    if (user) dispatch(sessionUpdated(user));
    else if (isLoggedIn()) dispatch(logout());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
