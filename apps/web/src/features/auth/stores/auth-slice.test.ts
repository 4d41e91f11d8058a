import { describe, expect, it } from 'vitest';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import {
  AUTH_ACTION_TYPES,
  loginFail,
  loginSuccess,
  logout,
  registerFail,
  registerSuccess,
  secondProviderLoginFail,
} from './auth-actions';
import {
  authSlice,
  currentUserLost,
  impersonationFailed,
  impersonationStarted,
  initialAuthState,
  sessionUpdated,
  type AuthState,
} from './auth-slice';

const reduce = authSlice.reducer;
const user = sessionUser();
const loggedIn: AuthState = { isLoggedIn: true, user };

describe('the session action types', () => {
  it('are the six session actions, with a separate failure type for the second provider', () => {
    expect(
      [registerSuccess, registerFail, loginSuccess, loginFail, logout, secondProviderLoginFail].map(
        (a) => a.type,
      ),
    ).toEqual([
      'REGISTER_SUCCESS',
      'REGISTER_FAIL',
      'LOGIN_SUCCESS',
      'LOGIN_FAIL',
      'LOGOUT',
      'LOGIN_FAIL_SECOND_PROVIDER',
    ]);
    expect(new Set(Object.values(AUTH_ACTION_TYPES)).size).toBe(6);
  });
});

describe('the auth slice', () => {
  it('starts logged out without a stored user', () => {
    expect(initialAuthState()).toEqual({ isLoggedIn: false, user: null });
    expect(reduce(undefined, { type: '@@init' })).toEqual({ isLoggedIn: false, user: null });
  });

  it('starts logged in with the stored user when one exists', () => {
    const stored = storeSessionUser();
    expect(reduce(undefined, { type: '@@init' })).toEqual({ isLoggedIn: true, user: stored });
  });

  it('sets logged in with the user on login success', () => {
    expect(reduce({ isLoggedIn: false, user: null }, loginSuccess(user))).toEqual(loggedIn);
  });

  it.each([
    ['login failure', loginFail()],
    ['logout', logout()],
  ])('clears the user and sets logged out on %s', (_name, action) => {
    expect(reduce(loggedIn, action)).toEqual({ isLoggedIn: false, user: null });
  });

  it.each([
    ['register success', registerSuccess()],
    ['register failure', registerFail()],
  ])('sets logged out but keeps the user on %s', (_name, action) => {
    expect(reduce(loggedIn, action)).toEqual({ isLoggedIn: false, user });
  });

  it('ignores the second provider failure, which belongs to the second slice', () => {
    expect(reduce(loggedIn, secondProviderLoginFail())).toBe(loggedIn);
  });

  it('marks an impersonated user with impersonating', () => {
    const other = sessionUser({ webUserId: 42, user_type: 'AUTHORITY_USER', impersonating: false });
    expect(reduce(loggedIn, impersonationStarted(other))).toEqual({
      isLoggedIn: true,
      user: { ...other, impersonating: true },
    });
  });

  it('sets logged out after a failed impersonation', () => {
    expect(reduce(loggedIn, impersonationFailed())).toEqual({ isLoggedIn: false, user: null });
  });

  it('keeps login state with no user after a failed current-user refresh', () => {
    expect(reduce(loggedIn, currentUserLost())).toEqual({ isLoggedIn: true, user: null });
  });

  it('merges fresh token data into the user', () => {
    const next = reduce(loggedIn, sessionUpdated({ access_token: 'access-token-2', first_name: 'Sam' }));
    expect(next.user).toEqual({ ...user, access_token: 'access-token-2', first_name: 'Sam' });
  });
});
