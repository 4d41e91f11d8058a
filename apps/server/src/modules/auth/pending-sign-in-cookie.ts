import { API_PREFIX, PENDING_SIGN_IN_MINUTES, sessionEndpoints } from '@casekeeper/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PENDING_SIGN_IN_COOKIE_NAME = 'casekeeper_pending_sign_in';

/**
 * The pending sign-in goes to the calls under `/api/login` alone (`/login/pending`,
 * `/login/second-factor`, `/login/enrol/…`), never readable by script, for a few minutes.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: `${API_PREFIX}${sessionEndpoints.login.path}`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https://'),
  };
}

export function setPendingSignInCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(PENDING_SIGN_IN_COOKIE_NAME, token, {
    ...cookieOptions(reply.request),
    maxAge: PENDING_SIGN_IN_MINUTES * 60,
  });
}

export function clearPendingSignInCookie(reply: FastifyReply): void {
  reply.clearCookie(PENDING_SIGN_IN_COOKIE_NAME, cookieOptions(reply.request));
}

export function readPendingSignInCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[PENDING_SIGN_IN_COOKIE_NAME];
  return value === undefined || value === '' ? undefined : value;
}
