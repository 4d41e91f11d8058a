import {
  endpointPath,
  passkeySignInEndpoints,
  type Envelope,
  type PasskeyAssertionRequest,
  type PasskeyRequestOptions,
  type SessionUser,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

const { secondFactorOptions, secondFactor, options, signIn } = passkeySignInEndpoints;
type Credential = PasskeyAssertionRequest['credential'];

/** POST /login/second-factor/passkey/options: what the browser is asked to finish the pending sign-in. */
export async function postPendingPasskeyOptions(): Promise<PasskeyRequestOptions> {
  const { data } = await publicClient.post<Envelope<PasskeyRequestOptions>>(
    endpointPath(secondFactorOptions),
  );
  return data.data;
}

/** POST /login/second-factor/passkey: the session, its cookies set. */
export async function postPasskeySecondFactor(credential: Credential): Promise<SessionUser> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(endpointPath(secondFactor), { credential });
  return data.data;
}

/** POST /login/passkey/options: what the browser is asked to sign in with a passkey alone. */
export async function postPasskeySignInOptions(): Promise<PasskeyRequestOptions> {
  const { data } = await publicClient.post<Envelope<PasskeyRequestOptions>>(endpointPath(options));
  return data.data;
}

/** POST /login/passkey: the session, its cookies set. */
export async function postPasskeySignIn(credential: Credential): Promise<SessionUser> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(endpointPath(signIn), { credential });
  return data.data;
}
