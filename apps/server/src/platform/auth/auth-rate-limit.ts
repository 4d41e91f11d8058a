import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Executor } from '../../db/client';
import { AppError } from '../errors/app-error';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

const MINUTE_MS = 60_000;

const tooManyAttempts = (wait: string) =>
  new AppError('RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);

/**
 * Registers @fastify/rate-limit for the routes that ask for it (none by default). Over the limit
 * the answer is the 429 envelope with Retry-After (set by the plugin before it throws this).
 * Counters are kept in PostgreSQL, so several server processes share each limit.
 */
export async function registerRateLimiting(app: FastifyInstance, db: Executor): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
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

export type RateLimitCheck = {
  /** Names the limit's counters, apart from every other limit's. */
  limitName: string;
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
  /** The refusal, given the seconds until the window ends. */
  refusal: (seconds: number) => string;
};

/**
 * A limit checked in code (a preHandler), for keys known only once the body is read or the
 * caller is known; over it, the 429 envelope with Retry-After.
 */
export function rateLimitCheck(app: FastifyInstance, check: RateLimitCheck) {
  const { refusal, ...options } = check;
  // `limitName` rides along to the store's child (postgres-rate-limit-store.ts).
  const limiter = app.createRateLimit(options);
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', refusal(seconds), { retryAfterSeconds: seconds });
  };
}

/**
 * Sign-in attempts at one account from one address: AUTH_RATE_LIMIT_PER_MINUTE a minute. Keyed by
 * address and the e-mail typed (lower case), so colleagues sharing an address never use up each
 * other's attempts. Runs once the body is read (a preHandler), since the key needs the e-mail.
 */
export function signInAccountRateLimit(app: FastifyInstance) {
  return rateLimitCheck(app, {
    limitName: 'sign-in per account',
    max: app.config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${request.ip}\n${emailOf(request)}`,
    refusal: (seconds) => tooManyAttempts(`${seconds} seconds`).message,
  });
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}
