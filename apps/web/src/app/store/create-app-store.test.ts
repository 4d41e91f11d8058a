import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSuccess } from '@/features/auth/stores/auth-actions';
import { endSession } from '@/features/auth/stores/session-thunks';
import { setBookmarkFilterId } from '@/features/cases/stores/bookmark-filter-slice';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { createAppStore } from './create-app-store';
import { persistConfigFor } from './persist-config';
import { createPersistenceSwitch } from './persistence-switch';

type Persistor = ReturnType<typeof createAppStore>['persistor'];
/** Rehydration has finished. */
const bootstrapped = (persistor: Persistor) =>
  vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
const persisted = () =>
  JSON.parse(localStorage.getItem('persist:Case') ?? 'null') as Record<string, string> | null;

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
});

function start() {
  const app = createAppStore();
  dispose = app.dispose;
  return app;
}

describe('the persisted store', () => {
  it('is persisted as Case with the persist: prefix, without the bookmark filter or the server cache, restoring within 5000 ms', () => {
    const config = persistConfigFor(createPersistenceSwitch(true).storage);
    expect(config).toMatchObject({ key: 'Case', blacklist: ['bookmarkFilter', 'api'], timeout: 5000 });
    // redux-persist's default prefix is the required persist: (the writes below land under persist:Case).
    expect(config).not.toHaveProperty('keyPrefix');
  });

  it('writes every slice but the bookmark filter and the server cache under persist:Case', async () => {
    storeSessionUser();
    const { store, persistor } = start();
    await bootstrapped(persistor);

    store.dispatch(setBookmarkFilterId(4));
    await persistor.flush();

    const saved = persisted();
    expect(Object.keys(saved ?? {}).sort()).toEqual(
      ['_persist', 'alarmNotification', 'auth', 'formState', 'keyedStore', 'secondAuth'].sort(),
    );
    expect(JSON.parse(saved?.auth ?? '{}')).toMatchObject({ isLoggedIn: true });
    expect(store.getState().bookmarkFilter.bookmarkFilterId).toBe(4);
  });

  it('restores the persisted slices at start', async () => {
    localStorage.setItem(
      'persist:Case',
      JSON.stringify({
        keyedStore: JSON.stringify({ caseList: { page: 3 } }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = start();
    await bootstrapped(persistor);
    expect(store.getState().keyedStore).toEqual({ caseList: { page: 3 } });
  });

  it('leaves neither user nor persist:Case behind after logout, even once pending writes run', async () => {
    storeSessionUser();
    const { store, persistor } = start();
    await bootstrapped(persistor);
    store.dispatch(setBookmarkFilterId(1));
    store.dispatch(loginSuccess(sessionUser({ first_name: 'Again' })));

    await store.dispatch(endSession());
    await persistor.flush();

    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('persist:Case')).toBeNull();
    expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null });
  });

  it('persists again after the next sign-in', async () => {
    storeSessionUser();
    const { store, persistor } = start();
    await bootstrapped(persistor);
    await store.dispatch(endSession());
    await persistor.flush();

    store.dispatch(loginSuccess(sessionUser({ first_name: 'Next' })));
    await persistor.flush();

    expect(JSON.parse(persisted()?.auth ?? '{}')).toMatchObject({ user: { first_name: 'Next' } });
  });

  it('follows a sign-out in another tab', async () => {
    storeSessionUser();
    const { store, persistor } = start();
    await bootstrapped(persistor);

    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));

    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
