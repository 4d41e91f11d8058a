import { describe, expect, it } from 'vitest';
import { logout } from '@/features/auth/stores/auth-actions';
import { impersonationStarted } from '@/features/auth/stores/auth-slice';
import { api } from '@/lib/api/api';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { createAppStore } from './create-app-store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string, undefined>({ queryFn: () => ({ data: 'read for the user before' }) }),
  }),
});

const cachedQueries = (store: ReturnType<typeof createAppStore>['store']) =>
  Object.keys(store.getState().api.queries);

describe('the server cache', () => {
  it('is emptied when an admin starts acting as someone else, and again on sign-out', async () => {
    storeSessionUser({ webUserId: 1, user_type: 'ADMIN' });
    const { store, dispose } = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(undefined));
    expect(cachedQueries(store)).toHaveLength(1);

    store.dispatch(impersonationStarted(sessionUser({ webUserId: 9, user_type: 'AUTHORITY_USER' })));
    expect(cachedQueries(store)).toHaveLength(0);

    await store.dispatch(probeApi.endpoints.probe.initiate(undefined));
    store.dispatch(logout());
    expect(cachedQueries(store)).toHaveLength(0);
    dispose();
  });

  it('is kept while the same person stays signed in', async () => {
    storeSessionUser({ webUserId: 1, user_type: 'ADMIN' });
    const { store, dispose } = createAppStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(undefined));
    store.dispatch({ type: 'auth/sessionUpdated', payload: { access_token: 'a-new-token' } });
    expect(cachedQueries(store)).toHaveLength(1);
    dispose();
  });
});
