import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { postChangePassword } from '../api/change-password';
import { getCurrentUser } from '../api/get-current-user';
import { postLogin } from '../api/login';
import { postLogout } from '../api/logout';
import { authSlice } from './auth-slice';
import { changePassword, refreshCurrentUser, signIn, signOut } from './session-thunks';

vi.mock('../api/login', () => ({ postLogin: vi.fn() }));
vi.mock('../api/logout', () => ({ postLogout: vi.fn() }));
vi.mock('../api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('../api/change-password', () => ({ postChangePassword: vi.fn() }));

const serverAnswer = (status: number, message: string, fields?: Record<string, string[]>) =>
  axiosFailure(status, message, fields, 'X');

const newStore = () => configureStore({ reducer: { auth: authSlice.reducer } });
const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('signIn', () => {
  it('stores the user under `user` and sets logged in', async () => {
    const user = sessionUser();
    vi.mocked(postLogin).mockResolvedValue(user);
    const store = newStore();

    const result = await store.dispatch(signIn({ email: 'a@b.gov.uk', password: 'pw' }));

    expect(result.payload).toEqual(user);
    expect(storedUser()).toEqual(user);
    expect(store.getState().auth).toEqual({ isLoggedIn: true, user });
  });

  it('is rejected with the server’s message and sets logged out', async () => {
    storeSessionUser();
    vi.mocked(postLogin).mockRejectedValue(serverAnswer(401, 'The e-mail address or password is incorrect.'));
    const store = newStore();

    const result = await store.dispatch(signIn({ email: 'a@b.gov.uk', password: 'wrong' }));

    expect(signIn.rejected.match(result)).toBe(true);
    expect(result.payload).toBe('The e-mail address or password is incorrect.');
    expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null });
    expect(storedUser()).toBeNull();
  });

  it('is rejected with the error’s message when the server gave none, with field messages in meta', async () => {
    vi.mocked(postLogin).mockRejectedValue(new Error('Network Error'));
    const result = await newStore().dispatch(signIn({ email: 'a@b.gov.uk', password: 'pw' }));
    expect(result.payload).toBe('Network Error');

    vi.mocked(postLogin).mockRejectedValue(
      serverAnswer(400, 'Check the fields.', { email: ['Enter an e-mail'] }),
    );
    const invalid = await newStore().dispatch(signIn({ email: 'x', password: 'pw' }));
    expect(
      signIn.rejected.match(invalid) && invalid.meta.rejectedWithValue && invalid.meta.failure.fields,
    ).toEqual({
      email: 'Enter an e-mail',
    });
  });
});

describe('signOut', () => {
  it('tells the server, then clears `user` and `persist:Case` and sets logged out', async () => {
    storeSessionUser();
    localStorage.setItem('persist:Case', '{"auth":"{}"}');
    vi.mocked(postLogout).mockResolvedValue(undefined);
    const store = newStore();

    await store.dispatch(signOut());

    expect(postLogout).toHaveBeenCalledOnce();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('persist:Case')).toBeNull();
    expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null });
  });

  it('still signs out here when the server cannot be reached, logging why', async () => {
    storeSessionUser();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(postLogout).mockRejectedValue(new Error('Network Error'));
    const store = newStore();

    await store.dispatch(signOut());

    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('refreshCurrentUser', () => {
  it('merges the fresh session fields into the stored user and the state', async () => {
    storeSessionUser({ first_name: 'Old' });
    vi.mocked(getCurrentUser).mockResolvedValue(sessionUser({ first_name: 'New' }));
    const store = newStore();

    await store.dispatch(refreshCurrentUser());

    expect(storedUser()?.first_name).toBe('New');
    expect(store.getState().auth.user?.first_name).toBe('New');
  });

  it('leaves login state with no user when it fails', async () => {
    storeSessionUser();
    vi.mocked(getCurrentUser).mockRejectedValue(serverAnswer(500, 'Internal server error'));
    const store = newStore();

    const result = await store.dispatch(refreshCurrentUser());

    expect(result.payload).toBe('Internal server error');
    expect(store.getState().auth).toEqual({ isLoggedIn: true, user: null });
  });
});

describe('changePassword', () => {
  it('stores the fresh session the server answers and resolves with its message', async () => {
    storeSessionUser({ access_token: 'before' });
    vi.mocked(postChangePassword).mockResolvedValue({
      user: sessionUser({ access_token: 'after' }),
      message: 'Your password has been changed.',
    });
    const store = newStore();

    const result = await store.dispatch(
      changePassword({
        currentPassword: 'a',
        newPassword: 'b'.repeat(12),
        confirmNewPassword: 'b'.repeat(12),
      }),
    );

    expect(result.payload).toBe('Your password has been changed.');
    expect(storedUser()?.access_token).toBe('after');
    expect(store.getState().auth.user?.access_token).toBe('after');
  });
});
