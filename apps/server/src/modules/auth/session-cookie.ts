import { API_PREFIX, sessionEndpoints } from '@casekeeper/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE_NAME = 'casekeeper_refresh';

/**
 * The refresh token cookie is sent to these two calls only, so no other request (and no
 * script: HttpOnly) ever carries it. One cookie is set per path, with the same value.
 */
export const REFRESH_COOKIE_PATHS = [
  `${API_PREFIX}${sessionEndpoints.refreshToken.path}`,
  `${API_PREFIX}${sessionEndpoints.logout.path}`,
] as const;

function cookieOptions(request: FastifyRequest, path: string) {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Over plain HTTP (local use) a Secure cookie would never come back. A public HTTPS address
    // makes it Secure even when a TLS-terminating proxy forwards plain HTTP.
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https://'),
  };
}

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.setCookie(REFRESH_COOKIE_NAME, token, { ...cookieOptions(reply.request, path), maxAge });
  }
}

export function clearRefreshCookie(reply: FastifyReply): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions(reply.request, path));
  }
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value === undefined || value === '' ? undefined : value;
}
