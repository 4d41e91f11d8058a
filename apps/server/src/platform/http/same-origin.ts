import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { forbidden } from '../errors/app-error';

export const CROSS_SITE_MESSAGE = 'This call is only accepted from Casekeeper itself.';

/** Sec-Fetch-Site values a browser sends for a call made by our own pages. */
const OWN_PAGES = new Set(['same-origin']);

/**
 * Refuses (403) a call that a browser says comes from another site, as a second guard beside the
 * SameSite=Strict cookie. With an Origin header, it must be PUBLIC_URL's origin (in development
 * also the address the browser used, for the Vite dev server's proxy). Without one, the call is
 * let through only when Sec-Fetch-Site is absent too (not a browser: scripts, curl) or says
 * same-origin.
 */
export function requireSameOrigin(config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>) {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own =
        origin === publicOrigin ||
        (config.NODE_ENV === 'development' && origin === `${request.protocol}://${request.host}`);
      if (!own) throw forbidden(CROSS_SITE_MESSAGE);
      return Promise.resolve();
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && !OWN_PAGES.has(site)) throw forbidden(CROSS_SITE_MESSAGE);
    return Promise.resolve();
  };
}
