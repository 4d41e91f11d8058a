import { API_PREFIX, PASSKEY_CHALLENGE_MINUTES, sessionEndpoints } from '@casekeeper/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PASSKEY_SIGN_IN_COOKIE_NAME = 'casekeeper_passkey_sign_in';

/**
 * The challenge of a sign-in with a passkey alone belongs to the browser it was issued to: its
 * token goes to the calls under `/api/login` alone, never readable by script, for a few minutes.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: `${API_PREFIX}${sessionEndpoints.login.path}`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https://'),
  };
}

export function setPasskeySignInCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(PASSKEY_SIGN_IN_COOKIE_NAME, token, {
    ...cookieOptions(reply.request),
    maxAge: PASSKEY_CHALLENGE_MINUTES * 60,
  });
}

export function clearPasskeySignInCookie(reply: FastifyReply): void {
  reply.clearCookie(PASSKEY_SIGN_IN_COOKIE_NAME, cookieOptions(reply.request));
}

export function readPasskeySignInCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[PASSKEY_SIGN_IN_COOKIE_NAME];
  return value === undefined || value === '' ? undefined : value;
}
