import {
  API_PREFIX,
  type PasskeyAdded,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
} from '@casekeeper/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './accounts';
import { freshIp } from './api';
import { PENDING_COOKIE } from './second-factor';
import type { SoftwareAuthenticator } from './software-authenticator';

export const PASSKEY_SIGN_IN_COOKIE = 'casekeeper_passkey_sign_in';

/** Asks the server what to create a passkey with, as the profile page does. */
export async function registrationOptions(
  app: FastifyInstance,
  who: SignedIn,
): Promise<PasskeyCreationOptions> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/profile/passkeys/options`,
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PasskeyCreationOptions }>().data;
}

/** Sends a registration answer with a name. */
export const postRegistration = (app: FastifyInstance, who: SignedIn, name: string, credential: object) =>
  app.inject({
    method: 'POST',
    url: `${API_PREFIX}/profile/passkeys`,
    headers: who.auth,
    payload: { name, credential },
  });

/** Adds a passkey from `authenticator` on the person's profile: its credential id and what was answered. */
export async function addPasskey(
  app: FastifyInstance,
  who: SignedIn,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
): Promise<PasskeyAdded & { credentialId: string }> {
  const answer = authenticator.register(await registrationOptions(app, who));
  const response = await postRegistration(app, who, name, answer);
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json<{ data: PasskeyAdded }>().data, credentialId: answer.id };
}

/** A call of a passkey sign-in step, with the pending sign-in's or the passkey sign-in's cookie. */
export function signInCall(
  app: FastifyInstance,
  call: { path: string; cookies?: Record<string, string>; payload?: object; ip?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}${call.path}`,
    remoteAddress: call.ip ?? freshIp(),
    ...(call.cookies ? { cookies: call.cookies } : {}),
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}

/** The options to finish a pending sign-in with a passkey. */
export async function pendingPasskeyOptions(
  app: FastifyInstance,
  pendingToken: string,
): Promise<PasskeyRequestOptions> {
  const response = await signInCall(app, {
    path: '/login/second-factor/passkey/options',
    cookies: { [PENDING_COOKIE]: pendingToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PasskeyRequestOptions }>().data;
}

/** Answers the pending sign-in's passkey challenge. */
export const passPendingWithPasskey = (app: FastifyInstance, pendingToken: string, credential: object) =>
  signInCall(app, {
    path: '/login/second-factor/passkey',
    cookies: { [PENDING_COOKIE]: pendingToken },
    payload: { credential },
  });

/** Starts a sign-in with a passkey alone: the options and the browser's challenge cookie. */
export async function passkeySignInOptions(
  app: FastifyInstance,
): Promise<{ options: PasskeyRequestOptions; token: string; response: LightMyRequestResponse }> {
  const response = await signInCall(app, { path: '/login/passkey/options' });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === PASSKEY_SIGN_IN_COOKIE)?.value ?? '';
  return { options: response.json<{ data: PasskeyRequestOptions }>().data, token, response };
}

/** Signs in with a passkey alone, with the browser's challenge cookie (none when undefined). */
export const passkeySignIn = (app: FastifyInstance, token: string | undefined, credential: object) =>
  signInCall(app, {
    path: '/login/passkey',
    ...(token === undefined ? {} : { cookies: { [PASSKEY_SIGN_IN_COOKIE]: token } }),
    payload: { credential },
  });
