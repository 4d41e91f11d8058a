import type { LoginRequest, SessionUser } from '@casekeeper/contract';
import { portalSignIn } from '@/features/auth/stores/portal-sign-in';
import { signIn } from '@/features/auth/stores/session-thunks';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { getAppStore } from '../store/app-store';

/**
 * Signs in through the store (the sign-in pages have no store of their own: they load this
 * module, and with it the store and the HTTP client, once someone starts using the form).
 */
async function signInThrough(thunk: typeof signIn | typeof portalSignIn, request: LoginRequest) {
  const { store } = getAppStore();
  const result = await store.dispatch(thunk(request));
  if (thunk.fulfilled.match(result)) return result.payload;
  throw new SubmitFailure(
    result.meta.rejectedWithValue
      ? result.meta.failure
      : { message: result.error.message ?? 'Signing in failed.', fields: {} },
  );
}

/** Staff sign in at /login. */
export const signInWithStore = (request: LoginRequest): Promise<SessionUser> =>
  signInThrough(signIn, request);

/** Applicants sign in at /portal/login, the second login flow. */
export const portalSignInWithStore = (request: LoginRequest): Promise<SessionUser> =>
  signInThrough(portalSignIn, request);
