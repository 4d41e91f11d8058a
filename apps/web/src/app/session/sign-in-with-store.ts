import type { LoginAnswer, LoginRequest, SecondFactorChallenge, SessionUser } from '@casekeeper/contract';
import { portalSignIn } from '@/features/auth/stores/portal-sign-in';
import { sessionAnswered, signIn } from '@/features/auth/stores/session-thunks';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { getAppStore } from '../store/app-store';

/**
 * Signs in through the store (the sign-in pages have no store of their own: they load this
 * module, and with it the store and the HTTP client, once someone starts using the form).
 */
async function signInThrough<T>(
  thunk: typeof signIn | typeof portalSignIn,
  request: LoginRequest,
): Promise<T> {
  const { store } = getAppStore();
  const result = await store.dispatch(thunk(request));
  if (thunk.fulfilled.match(result)) return result.payload as T;
  throw new SubmitFailure(
    result.meta.rejectedWithValue
      ? result.meta.failure
      : { message: result.error.message ?? 'Signing in failed.', fields: {} },
  );
}

/** Staff sign in at /login: the session, or the second factor still to come. */
export const signInWithStore = (request: LoginRequest): Promise<LoginAnswer> =>
  signInThrough(signIn, request);

/** Applicants sign in at /portal/login, the second login flow: the session, or their passkey still to come. */
export const portalSignInWithStore = (request: LoginRequest): Promise<SessionUser | SecondFactorChallenge> =>
  signInThrough(portalSignIn, request);

/** A sign-in the server has already answered (single sign-on's return), kept as a password sign-in is. */
export const keepAnsweredSession = (user: SessionUser): SessionUser =>
  getAppStore().store.dispatch(sessionAnswered(user));
