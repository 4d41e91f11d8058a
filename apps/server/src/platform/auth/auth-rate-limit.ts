import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { AppError } from '../errors/app-error';

const MINUTE_MS = 60_000;

const tooManyAttempts = (wait: string) =>
  new AppError('RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);

/**
 * Registers @fastify/rate-limit for the routes that ask for it (none by default). Over the limit
 * the answer is the 429 envelope with Retry-After (set by the plugin before it throws this).
 * Counters are per server copy, in memory: N copies allow N times the limit, which the
 * per-account lockout in the database does not.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
  });
}

/** Per-IP limit for the password flows: AUTH_RATE_LIMIT_PER_MINUTE a minute, per route. */
export function authRateLimit(config: Pick<Config, 'AUTH_RATE_LIMIT_PER_MINUTE'>): RateLimitOptions {
  return { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: MINUTE_MS };
}

/**
 * The ceiling on sign-in attempts from one address, whatever accounts they name: high enough for
 * a council office behind one NAT signing in at 9am, low enough to stop credential stuffing.
 */
export function signInIpRateLimit(
  config: Pick<Config, 'AUTH_RATE_LIMIT_PER_IP_PER_MINUTE'>,
): RateLimitOptions {
  return { max: config.AUTH_RATE_LIMIT_PER_IP_PER_MINUTE, timeWindow: MINUTE_MS };
}

/**
 * Sign-in attempts at one account from one address: AUTH_RATE_LIMIT_PER_MINUTE a minute. Keyed by
 * address and the e-mail typed (lower case), so colleagues sharing an address never use up each
 * other's attempts. Runs once the body is read (a preHandler), since the key needs the e-mail.
 */
export function signInAccountRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${request.ip}\n${emailOf(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', tooManyAttempts(`${seconds} seconds`).message, {
      retryAfterSeconds: seconds,
    });
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}
