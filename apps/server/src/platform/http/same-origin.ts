import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { forbidden } from '../errors/app-error';

export const CROSS_SITE_MESSAGE = 'This call is only accepted from Casekeeper itself.';

/** The origin the request was made to: its scheme and Host (X-Forwarded-* only from TRUST_PROXY). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses (403) a call that a browser says comes from another site, as a second guard beside the
 * SameSite=Strict cookie. Sec-Fetch-Site, when sent, must say same-origin. An Origin header must
 * be PUBLIC_URL's origin, or the origin the request itself was made to when the browser also says
 * same-origin: so the product works at whatever address it is opened (127.0.0.1 beside a
 * PUBLIC_URL of localhost, the Vite dev server). Host alone proves nothing (any client can write
 * it); a browser's Sec-Fetch-Site cannot be written by a page, and the cookie this guards is only
 * sent by a browser to the host it was set for. Without either header the caller is not a browser
 * (scripts, curl) and holds its own cookie, so it is let through.
 */
export function requireSameOrigin(config: Pick<Config, 'PUBLIC_URL'>) {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw forbidden(CROSS_SITE_MESSAGE);
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = origin === publicOrigin || (site === 'same-origin' && origin === ownOrigin(request));
      if (!own) throw forbidden(CROSS_SITE_MESSAGE);
    }
    return Promise.resolve();
  };
}
