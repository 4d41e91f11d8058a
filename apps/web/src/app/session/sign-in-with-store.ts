import type { LoginRequest, SessionUser } from '@casekeeper/contract';
import { signIn } from '@/features/auth/stores/session-thunks';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { getAppStore } from '../store/app-store';

/**
 * Signs in through the store (the sign-in page has no store of its own: it loads this module,
 * and with it the store and the HTTP client, once someone starts using the form).
 */
export async function signInWithStore(request: LoginRequest): Promise<SessionUser> {
  const { store } = getAppStore();
  const result = await store.dispatch(signIn(request));
  if (signIn.fulfilled.match(result)) return result.payload;
  throw new SubmitFailure(
    result.meta.rejectedWithValue
      ? result.meta.failure
      : { message: result.error.message ?? 'Signing in failed.', fields: {} },
  );
}
