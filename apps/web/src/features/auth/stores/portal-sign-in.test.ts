import { CASE_MASTER_STORAGE_KEY } from '@casekeeper/contract';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { sampleCaseMaster } from '@/testing/sample-case-master';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { postPortalLogin } from '../api/portal-login';
import { authSlice } from './auth-slice';
import { portalSignIn } from './portal-sign-in';
import { secondAuthSlice } from './second-auth-slice';

vi.mock('../api/portal-login', () => ({ postPortalLogin: vi.fn() }));
afterEach(() => vi.clearAllMocks());

/** The two auth slices, recording every action type dispatched. */
function storeRecordingActions() {
  const types: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    types.push((action as UnknownAction).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { auth: authSlice.reducer, secondAuth: secondAuthSlice.reducer },
    middleware: (getDefault) => getDefault().concat(record),
  });
  return { store, types };
}

const credentials = { email: 'peggy@example.com', password: 'correct horse battery' };

describe('portalSignIn', () => {
  it('stores the session and the case master, and sets both slices logged in', async () => {
    const user = sessionUser({ user_type: 'APPLICANT', role: null });
    const caseMaster = sampleCaseMaster();
    vi.mocked(postPortalLogin).mockResolvedValue({ ...user, caseMaster });
    const { store, types } = storeRecordingActions();

    await store.dispatch(portalSignIn(credentials));

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(CASE_MASTER_STORAGE_KEY) ?? 'null')).toEqual(caseMaster);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, user });
    expect(store.getState().secondAuth).toEqual({ isLoggedIn: true, user: caseMaster });
    expect(types).toEqual(expect.arrayContaining(['LOGIN_SUCCESS']));
  });

  it('answers the passkey still to come for an applicant who added one, keeping nothing yet', async () => {
    const challenge = {
      secondFactorRequired: true as const,
      methods: ['PASSKEY' as const],
      mustEnrol: false,
    };
    vi.mocked(postPortalLogin).mockResolvedValue(challenge);
    const { store, types } = storeRecordingActions();

    const result = await store.dispatch(portalSignIn(credentials));

    expect(result.payload).toEqual(challenge);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(CASE_MASTER_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(types).not.toContain('LOGIN_SUCCESS');
  });

  it('on failure takes the token and refresh token off the stored user, with its own action type', async () => {
    const stored = storeSessionUser({ user_type: 'APPLICANT', role: null });
    vi.mocked(postPortalLogin).mockRejectedValue(
      axiosFailure(401, 'The e-mail address or password is incorrect.'),
    );
    const { store, types } = storeRecordingActions();

    const result = await store.dispatch(portalSignIn(credentials));

    expect(result.payload).toBe('The e-mail address or password is incorrect.');
    const left = { ...stored } as Partial<typeof stored>;
    delete left.access_token;
    delete left.refresh_token;
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(left);
    expect(types).toContain('LOGIN_FAIL_SECOND_PROVIDER');
    expect(types).not.toContain('LOGIN_FAIL');
    expect(store.getState().secondAuth).toEqual({ isLoggedIn: false, user: null });
  });
});
