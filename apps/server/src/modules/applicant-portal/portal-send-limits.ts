import {
  PORTAL_DOCUMENTS_PER_WINDOW,
  PORTAL_LIMIT_MESSAGES,
  PORTAL_MESSAGES_PER_WINDOW,
  PORTAL_SEND_WINDOW_MINUTES,
} from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { rateLimitCheck } from '../../platform/auth/auth-rate-limit';
import { waitInWords } from '../auth';

const WINDOW_MS = PORTAL_SEND_WINDOW_MINUTES * 60_000;

/**
 * What one applicant may send their officer in a window, whichever address or server process it
 * comes from (the counters are in PostgreSQL). Checked as the request arrives, once the caller is
 * known and before the body is read, so a refused upload is never received.
 */
export function portalSendLimits(app: FastifyInstance) {
  const perApplicant = (kind: string, max: number, refusal: (wait: string) => string) =>
    rateLimitCheck(app, {
      limitName: `portal ${kind} per applicant`,
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => String(requireCaller(request).webUserId),
      refusal: (seconds) => refusal(waitInWords(seconds)),
    });
  return {
    messages: perApplicant('messages', PORTAL_MESSAGES_PER_WINDOW, PORTAL_LIMIT_MESSAGES.tooManyMessages),
    documents: perApplicant('documents', PORTAL_DOCUMENTS_PER_WINDOW, PORTAL_LIMIT_MESSAGES.tooManyDocuments),
  };
}
