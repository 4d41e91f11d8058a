import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import type { ChangePasswordRequest, LoginAnswer, LoginRequest, SessionUser } from '@casekeeper/contract';
import { toApiFailure, type ApiFailure } from '@/lib/api/api-failure';
import {
  clearStoredSession,
  clearStoredUser,
  setTokenData,
  writeStoredUser,
} from '@/lib/session/stored-user';
import { resetKeyedStore } from '@/stores/keyed-store-slice';
import { postChangePassword } from '../api/change-password';
import { getCurrentUser } from '../api/get-current-user';
import { postLogin } from '../api/login';
import { postLogout } from '../api/logout';
import { loginFail, loginSuccess, logout } from './auth-actions';
import { currentUserLost, sessionUpdated, type AuthState } from './auth-slice';

/** An auth action is rejected with the failure's message (docs/routes.md, errors); the details ride in meta. */
type AuthThunkConfig = {
  state: { auth: AuthState };
  rejectValue: string;
  rejectedMeta: { failure: ApiFailure };
};

const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Keeps a session the server has answered: the user stored under `user`, and logged in. A password
 * sign-in ends here, and so does one the server answered otherwise (single sign-on's return).
 */
export const sessionAnswered = (user: SessionUser) => (dispatch: Dispatch) => {
  writeStoredUser(user);
  dispatch(loginSuccess(user));
  return user;
};

/**
 * Sign-in: stores the user under `user` and sets logged in; a failure sets logged out. A second
 * factor still to come answers its challenge and keeps nothing yet.
 */
export const signIn = createAsyncThunk<LoginAnswer, LoginRequest, AuthThunkConfig>(
  'auth/signIn',
  async (request, { dispatch, rejectWithValue }) => {
    try {
      const answer = await postLogin(request);
      if ('secondFactorRequired' in answer) return answer;
      return dispatch(sessionAnswered(answer));
    } catch (error) {
      const failure = toApiFailure(error);
      clearStoredUser();
      dispatch(loginFail());
      return rejectWithValue(failure.message, { failure });
    }
  },
);

/**
 * Ends the session in this browser: the logout action, the keyed store emptied (drafts of what
 * the user typed are theirs alone), then no saved user or persisted state.
 */
export const endSession = createAsyncThunk('auth/endSession', (_: undefined, { dispatch }) => {
  dispatch(logout());
  dispatch(resetKeyedStore());
  clearStoredSession();
});

/** Sign-out: tells the server (which revokes the refresh token), then ends the session here. */
export const signOut = createAsyncThunk('auth/signOut', async (_: undefined, { dispatch }) => {
  try {
    await postLogout({ timeout: SIGN_OUT_TIMEOUT_MS });
  } catch (error) {
    // Signing out here must not wait on the server; the refresh token expires regardless.
    console.error('Signing out on the server failed:', error);
  }
  await dispatch(endSession());
});

/** Current-user refresh: fresh session fields merged in; a failure leaves login state with no user. */
export const refreshCurrentUser = createAsyncThunk<SessionUser, undefined, AuthThunkConfig>(
  'auth/refreshCurrentUser',
  async (_, { dispatch, getState, rejectWithValue }) => {
    try {
      const user = setTokenData(await getCurrentUser());
      dispatch(sessionUpdated(user));
      return user;
    } catch (error) {
      const failure = toApiFailure(error);
      // A refresh that failed has already logged out; that stands.
      if (getState().auth.isLoggedIn) dispatch(currentUserLost());
      return rejectWithValue(failure.message, { failure });
    }
  },
);

/** Password change: the fresh session the server answers replaces the stored tokens. */
export const changePassword = createAsyncThunk<string, ChangePasswordRequest, AuthThunkConfig>(
  'auth/changePassword',
  async (request, { dispatch, rejectWithValue }) => {
    try {
      const { user, message } = await postChangePassword(request);
      dispatch(sessionUpdated(setTokenData(user)));
      return message;
    } catch (error) {
      const failure = toApiFailure(error);
      return rejectWithValue(failure.message, { failure });
    }
  },
);
