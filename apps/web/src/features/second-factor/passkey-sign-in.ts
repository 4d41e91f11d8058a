import type { SessionUser } from '@casekeeper/contract';
import {
  postPasskeySecondFactor,
  postPasskeySignIn,
  postPasskeySignInOptions,
  postPendingPasskeyOptions,
} from './api/passkey-sign-in';
import { toApiFailure } from '@/lib/api/api-failure';
import { answerWithPasskey } from './passkey-browser';

/**
 * Signing in with a passkey, end to end: the server's challenge, the browser's answer, the
 * session. Loaded when someone chooses a passkey (it brings the browser library and the contract).
 */

/** A passkey alone (where the authority allows it): the session, or an Error with words to show. */
export async function signInWithPasskeyAlone(): Promise<SessionUser> {
  try {
    return await postPasskeySignIn(await answerWithPasskey(await postPasskeySignInOptions()));
  } catch (error) {
    throw new Error(toApiFailure(error).message, { cause: error });
  }
}

/** A passkey as the pending sign-in's second factor: the session. */
export async function passSecondFactorWithPasskey(): Promise<SessionUser> {
  return postPasskeySecondFactor(await answerWithPasskey(await postPendingPasskeyOptions()));
}
