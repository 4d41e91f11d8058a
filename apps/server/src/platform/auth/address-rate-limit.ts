import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../access/caller';
import { rateLimitCheck } from './auth-rate-limit';

/**
 * Calls that take an e-mail address someone else may hold (a new address on one's profile, an
 * applicant invited, a user added), per signed-in user and call, an hour. A council adding a team
 * stays well under it; a script probing which addresses have accounts is stopped (issue 32).
 */
export const ADDRESS_CALLS_PER_HOUR = 60;

export function addressRateLimit(app: FastifyInstance, call: string) {
  return rateLimitCheck(app, {
    limitName: `e-mail address calls: ${call}`,
    max: ADDRESS_CALLS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => String(requireCaller(request).webUserId),
    refusal: (seconds) =>
      `Too many attempts with e-mail addresses. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  });
}
