import { API_PREFIX } from '@casekeeper/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { SignedIn } from './accounts';
import { freshIp } from './api';

export const PENDING_COOKIE = 'casekeeper_pending_sign_in';

/** The secret as the enrolment answers it (in groups), as an app takes it. */
export const plainSecret = (grouped: string) => grouped.replace(/\s+/g, '');

/** The app's code `steps` time steps from now (an app whose clock runs ahead, or a later code). */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Sets up an authenticator app on the signed-in person's profile with its code of now: answers its
 * secret and the recovery codes. A sign-in right after needs the next step's code (codeAt(secret, 1)):
 * this one is used.
 */
export async function enrolFromProfile(
  app: FastifyInstance,
  who: SignedIn,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: `${API_PREFIX}/profile/totp`, headers: who.auth });
  expect(started.statusCode, started.body).toBe(200);
  const secret = plainSecret(started.json<{ data: { secret: string } }>().data.secret);
  const confirmed = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/profile/totp/confirm`,
    headers: who.auth,
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    secret,
    recoveryCodes: confirmed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes,
  };
}

/** The pending sign-in cookie an answer set, if any. */
export const pendingCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === PENDING_COOKIE);

/** Signs in with the password, expecting a second factor to be asked for: the answer and its cookie. */
export async function passwordStep(
  app: FastifyInstance,
  user: { email: string; password: string },
  ip = freshIp(),
): Promise<{ response: LightMyRequestResponse; pendingToken: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/login`,
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = pendingCookieOf(response);
  expect(cookie, 'no pending sign-in cookie').toBeDefined();
  return { response, pendingToken: cookie?.value ?? '' };
}

/** A call of the pending sign-in, with its cookie (none when undefined). */
export function pendingCall(
  app: FastifyInstance,
  call: {
    method?: 'GET' | 'POST';
    path: string;
    pendingToken: string | undefined;
    payload?: object;
    ip?: string;
  },
) {
  return app.inject({
    method: call.method ?? 'POST',
    url: `${API_PREFIX}${call.path}`,
    remoteAddress: call.ip ?? freshIp(),
    ...(call.pendingToken === undefined ? {} : { cookies: { [PENDING_COOKIE]: call.pendingToken } }),
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}
