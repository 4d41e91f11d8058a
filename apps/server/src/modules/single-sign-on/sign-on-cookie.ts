import { API_PREFIX, singleSignOnEndpoints } from '@casekeeper/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_ON_STATE_SECONDS } from './sign-on-states';

/**
 * The cookie that binds a sign-on to the browser that started it: a provider's answer brought to
 * another browser (a link sent to a victim, say) is refused. Sent only to the call that finishes.
 */
const SIGN_ON_COOKIE_NAME = 'casekeeper_sso';
const SIGN_ON_COOKIE_PATH = `${API_PREFIX}${singleSignOnEndpoints.finish.path}`;

export function setSignOnCookie(reply: FastifyReply, binding: string): void {
  reply.setCookie(SIGN_ON_COOKIE_NAME, binding, {
    path: SIGN_ON_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure:
      reply.request.protocol === 'https' || reply.request.server.config.PUBLIC_URL.startsWith('https://'),
    maxAge: SIGN_ON_STATE_SECONDS,
  });
}

export function readSignOnCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SIGN_ON_COOKIE_NAME];
  return value === undefined || value === '' ? undefined : value;
}

export function clearSignOnCookie(reply: FastifyReply): void {
  reply.clearCookie(SIGN_ON_COOKIE_NAME, { path: SIGN_ON_COOKIE_PATH });
}
