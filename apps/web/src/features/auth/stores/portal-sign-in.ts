import type { LoginRequest, SecondFactorChallenge, SessionUser } from '@casekeeper/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { loginSuccess, secondProviderLoginFail } from './auth-actions';
import { secondLoginSuccess } from './second-auth-slice';
import { toApiFailure, type ApiFailure } from '@/lib/api/api-failure';
import { clearStoredTokens, writeStoredUser } from '@/lib/session/stored-user';
import { postPortalLogin } from '../api/portal-login';
import { writeStoredCaseMaster } from '@/lib/session/stored-case-master';

type PortalSignInConfig = { rejectValue: string; rejectedMeta: { failure: ApiFailure } };

/**
 * The second login flow (docs/sessions.md): the applicant's session is stored as any other and
 * sets logged in; the case master goes under its own key and into the second auth slice. A
 * failure takes the token and refresh token off the stored user and has its own action type. An
 * applicant who added a passkey is asked for it: the challenge is answered and nothing kept yet.
 */
export const portalSignIn = createAsyncThunk<
  SessionUser | SecondFactorChallenge,
  LoginRequest,
  PortalSignInConfig
>('portal/signIn', async (request, { dispatch, rejectWithValue }) => {
  try {
    const answer = await postPortalLogin(request);
    if ('secondFactorRequired' in answer) return answer;
    const { caseMaster, ...user } = answer;
    writeStoredUser(user);
    writeStoredCaseMaster(caseMaster);
    dispatch(loginSuccess(user));
    dispatch(secondLoginSuccess(caseMaster));
    return user;
  } catch (error) {
    const failure = toApiFailure(error);
    clearStoredTokens();
    dispatch(secondProviderLoginFail());
    return rejectWithValue(failure.message, { failure });
  }
});
