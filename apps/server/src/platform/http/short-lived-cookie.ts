import type { FastifyReply, FastifyRequest } from 'fastify';

/** Setting, reading and clearing one short-lived cookie. */
export type ShortLivedCookie = {
  set: (reply: FastifyReply, token: string) => void;
  /** The token the browser sent; an absent or empty cookie is none. */
  read: (request: FastifyRequest) => string | undefined;
  clear: (reply: FastifyReply) => void;
};

/**
 * A token that belongs to the browser it was given to for a few minutes: sent to the calls under
 * `path` alone, never readable by script (HttpOnly), never sent from another site (SameSite=Strict).
 */
export function shortLivedCookie(cookie: {
  name: string;
  path: string;
  maxAgeSeconds: number;
}): ShortLivedCookie {
  const options = (request: FastifyRequest) => ({
    path: cookie.path,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Over plain HTTP (local use) a Secure cookie would never come back. A public HTTPS address
    // makes it Secure even when a TLS-terminating proxy forwards plain HTTP.
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https://'),
  });
  return {
    set: (reply, token) => {
      reply.setCookie(cookie.name, token, { ...options(reply.request), maxAge: cookie.maxAgeSeconds });
    },
    read: (request) => {
      const value = request.cookies[cookie.name];
      return value === undefined || value === '' ? undefined : value;
    },
    clear: (reply) => {
      reply.clearCookie(cookie.name, options(reply.request));
    },
  };
}
