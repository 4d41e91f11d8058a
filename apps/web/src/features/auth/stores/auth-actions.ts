import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@casekeeper/contract';

/** The session action types (docs/sessions.md). */
export const AUTH_ACTION_TYPES = {
  registerSuccess: 'REGISTER_SUCCESS',
  registerFail: 'REGISTER_FAIL',
  loginSuccess: 'LOGIN_SUCCESS',
  loginFail: 'LOGIN_FAIL',
  logout: 'LOGOUT',
  /** The second login provider's own failure type. */
  secondProviderLoginFail: 'LOGIN_FAIL_SECOND_PROVIDER',
} as const;

export const registerSuccess = createAction(AUTH_ACTION_TYPES.registerSuccess);
export const registerFail = createAction(AUTH_ACTION_TYPES.registerFail);
export const loginSuccess = createAction<SessionUser>(AUTH_ACTION_TYPES.loginSuccess);
export const loginFail = createAction(AUTH_ACTION_TYPES.loginFail);
export const logout = createAction(AUTH_ACTION_TYPES.logout);
export const secondProviderLoginFail = createAction(AUTH_ACTION_TYPES.secondProviderLoginFail);
