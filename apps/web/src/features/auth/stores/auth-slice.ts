import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@casekeeper/contract';
import { readStoredUser } from '@/lib/session/stored-user';
import { loginFail, loginSuccess, logout, registerFail, registerSuccess } from './auth-actions';
import { setLoggedOut, setLoggedOutKeepingUser } from './session-flags';

export type AuthState = {
  isLoggedIn: boolean;
  user: SessionUser | null;
};

/** Logged in if and only if a stored user exists (docs/sessions.md). */
export function initialAuthState(): AuthState {
  const user = readStoredUser();
  return { isLoggedIn: user !== null, user };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Fresh token data (refresh, current-user refresh, password change) merged into the user. */
    sessionUpdated: (state, action: PayloadAction<Partial<SessionUser>>) => {
      if (state.user) Object.assign(state.user, action.payload);
      else state.user = action.payload as SessionUser;
    },
    /** An admin now acts as another user. */
    impersonationStarted: (state, action: PayloadAction<SessionUser>) => {
      state.isLoggedIn = true;
      state.user = { ...action.payload, impersonating: true };
    },
    /** The admin is back in their own account, with the session the server answered. */
    impersonationEnded: (state, action: PayloadAction<SessionUser>) => {
      state.isLoggedIn = true;
      state.user = { ...action.payload, impersonating: false };
    },
    /** A failed impersonation sets logged out (docs/routes.md, errors). */
    impersonationFailed: setLoggedOut,
    /** A failed current-user refresh: login state with no user (docs/routes.md, errors). */
    currentUserLost: (state) => {
      state.isLoggedIn = true;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The two actions that set logged out while keeping the user.
      .addCase(registerSuccess, setLoggedOutKeepingUser)
      .addCase(registerFail, setLoggedOutKeepingUser)
      .addCase(loginSuccess, (state, action) => {
        state.isLoggedIn = true;
        state.user = action.payload;
      })
      .addCase(loginFail, setLoggedOut)
      .addCase(logout, setLoggedOut);
  },
});

export const {
  sessionUpdated,
  impersonationStarted,
  impersonationEnded,
  impersonationFailed,
  currentUserLost,
} = authSlice.actions;
