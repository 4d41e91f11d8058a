import fastifyHelmet from '@fastify/helmet';
import type { BotCheckProvider } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config/config';

type HeaderConfig = Pick<Config, 'BOTCHECK_PROVIDER' | 'PUBLIC_URL'>;

/** The origins a bot-check provider's invisible widget loads scripts and frames from. */
const BOT_CHECK_SOURCES: Record<BotCheckProvider, { script: string[]; frame: string[] }> = {
  off: { script: [], frame: [] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
};

/**
 * Strict security headers; the web client is served from our own origin only, plus the
 * configured bot-check provider's widget when there is one.
 */
function securityHeaderOptions(config: HeaderConfig) {
  const botCheck = BOT_CHECK_SOURCES[config.BOTCHECK_PROVIDER];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...botCheck.script],
        // MUI's emotion engine injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...botCheck.script],
        // blob: for a case document's PDF shown in the page (features/case-documents), whose bytes
        // the page fetched with its token; plus the bot-check provider's widget when there is one.
        frameSrc: ["'self'", 'blob:', ...botCheck.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only where the product is reached over HTTPS: on plain HTTP it means nothing, and on a
    // shared local host name it would bind other services there to HTTPS for a year.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
}

/** The headers on every answer that passes through the app's hooks. */
export async function registerSecurityHeaders(app: FastifyInstance, config: HeaderConfig): Promise<void> {
  await app.register(fastifyHelmet, securityHeaderOptions(config));
}

/**
 * The same headers set straight on an answer, for the few that Fastify's router gives before any
 * hook runs (`frameworkErrors`).
 */
export function securityHeadersSetter(config: HeaderConfig) {
  const setHeaders = helmet(securityHeaderOptions(config));
  // Helmet 8 sets the headers at once and throws what goes wrong; its `next` has nothing to do.
  return (request: IncomingMessage, response: ServerResponse) =>
    setHeaders(request, response, () => undefined);
}
