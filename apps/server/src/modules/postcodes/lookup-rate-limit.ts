import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { AppError } from '../../platform/errors/app-error';

/** Plenty for someone filling in case forms; a runaway script stops before the provider bill grows. */
export const POSTCODE_LOOKUPS_PER_MINUTE = 30;

/**
 * Look-ups per signed-in user a minute, whatever address they call from. Runs as a preHandler:
 * the user is known only once the access check has run.
 */
export function lookupRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: POSTCODE_LOOKUPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `postcode-lookup ${requireCaller(request).webUserId}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Too many address look-ups. Please wait ${seconds} seconds and try again.`,
      { retryAfterSeconds: seconds },
    );
  };
}
