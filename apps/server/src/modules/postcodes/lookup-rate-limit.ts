import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { rateLimitCheck } from '../../platform/auth/auth-rate-limit';

/** Plenty for someone filling in case forms; a runaway script stops before the provider bill grows. */
export const POSTCODE_LOOKUPS_PER_MINUTE = 30;

/**
 * Look-ups per signed-in user a minute, whatever address they call from. Runs as a preHandler:
 * the user is known only once the access check has run.
 */
export function lookupRateLimit(app: FastifyInstance) {
  return rateLimitCheck(app, {
    limitName: 'post code look-ups per user',
    max: POSTCODE_LOOKUPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => String(requireCaller(request).webUserId),
    refusal: (seconds) => `Too many address look-ups. Please wait ${seconds} seconds and try again.`,
  });
}
