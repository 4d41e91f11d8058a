import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SessionUser } from '@casekeeper/contract';
import { toApiFailure, type ApiFailure } from '@/lib/api/api-failure';
import { writeStoredUser } from '@/lib/session/stored-user';
import { postImpersonate } from '../api/impersonate';
import { postImpersonateBack } from '../api/impersonate-back';
import { impersonationEnded, impersonationFailed, impersonationStarted, type AuthState } from './auth-slice';

type ImpersonationThunkConfig = {
  state: { auth: AuthState };
  rejectValue: string;
  rejectedMeta: { failure: ApiFailure };
};

export type ImpersonationResult = { user: SessionUser; message: string };

/**
 * A failure is logged and rethrown (docs/routes.md, errors). When the server says the admin's own
 * session is gone (401) the client is logged out, as the rule "impersonation failure sets
 * logged out"; a refusal about the target (403, 404, 409) leaves the admin signed in to try another.
 */
function rejectImpersonation(
  error: unknown,
  dispatch: (action: ReturnType<typeof impersonationFailed>) => unknown,
  context: string,
) {
  console.error(`${context} failed:`, error);
  const failure = toApiFailure(error);
  if (failure.status === 401) dispatch(impersonationFailed());
  return failure;
}

/** POST /impersonate/{id}: asks for the target's session; `adoptImpersonation` then stores it. */
export const requestImpersonation = createAsyncThunk<ImpersonationResult, number, ImpersonationThunkConfig>(
  'auth/requestImpersonation',
  async (webUserId, { dispatch, rejectWithValue }) => {
    try {
      const { user, message } = await postImpersonate(webUserId);
      return { user: { ...user, impersonating: true }, message };
    } catch (error) {
      const failure = rejectImpersonation(error, dispatch, 'Impersonation');
      return rejectWithValue(failure.message, { failure });
    }
  },
);

/** The impersonated session becomes the stored user, marked impersonating (docs/sessions.md). */
export const adoptImpersonation = createAsyncThunk(
  'auth/adoptImpersonation',
  (user: SessionUser, { dispatch }) => {
    const marked = { ...user, impersonating: true };
    writeStoredUser(marked);
    dispatch(impersonationStarted(marked));
  },
);

/** POST /impersonate/back: the platform admin's own session is stored again. */
export const stopImpersonating = createAsyncThunk<ImpersonationResult, undefined, ImpersonationThunkConfig>(
  'auth/stopImpersonating',
  async (_, { dispatch, rejectWithValue }) => {
    try {
      const { user, message } = await postImpersonateBack();
      const own = { ...user, impersonating: false };
      writeStoredUser(own);
      dispatch(impersonationEnded(own));
      return { user: own, message };
    } catch (error) {
      const failure = rejectImpersonation(error, dispatch, 'Returning from impersonation');
      return rejectWithValue(failure.message, { failure });
    }
  },
);
