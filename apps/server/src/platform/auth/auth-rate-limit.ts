import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { AppError } from '../errors/app-error';

/**
 * Registers @fastify/rate-limit for the routes that ask for it (none by default). Over the limit
 * the answer is the 429 envelope with Retry-After (set by the plugin before it throws this).
 * Counters are per server copy, in memory: N copies allow N times the limit, which the
 * per-account lockout in the database does not.
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many attempts. Please wait ${context.after} and try again.`),
  });
}

/** Per-IP limit for sign-in and the password flows: AUTH_RATE_LIMIT_PER_MINUTE a minute, per route. */
export function authRateLimit(config: Pick<Config, 'AUTH_RATE_LIMIT_PER_MINUTE'>): RateLimitOptions {
  return { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
}
