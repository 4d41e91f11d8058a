import {
  API_PATHS,
  envelopeSchema,
  IMPERSONATION_MESSAGES,
  recordIdSchema,
  sessionUserSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { authDeps } from '../auth/auth-deps';
import { clearRefreshCookie, setRefreshCookie } from '../auth/session-cookie';
import { startImpersonation } from './start-impersonation';
import { stopImpersonation } from './stop-impersonation';

const security = [{ bearerAuth: [] }];
const sessionEnvelope = envelopeSchema(sessionUserSchema);

/** A platform admin signs in as a user to help them, and comes back (spec sections 4 and 7). */
export const impersonationRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = authDeps(app);

  app.post(
    API_PATHS.impersonateBack,
    {
      schema: {
        tags: ['impersonation'],
        summary: "End the impersonation and return to the platform admin's own session",
        description:
          "Answers the admin's session and sets the refresh cookie to the admin's own sign-in again. Outside an impersonation: 403.",
        security,
        response: { 200: sessionEnvelope, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      try {
        const issued = await stopImpersonation(deps, {
          caller: requireCaller(request),
          context: requestContext(request),
        });
        setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
        return ok(issued.session, IMPERSONATION_MESSAGES.ended);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/impersonate/:id',
    {
      schema: {
        tags: ['impersonation'],
        summary: 'Sign in as a user (platform admins only); sets the refresh cookie to that sign-in',
        description:
          "Answers the user's session with impersonating true. It ends after IMPERSONATION_MAX_MINUTES (60). Not of a platform admin (403), a deactivated user or authority (409), or a deleted user (404).",
        security,
        params: z.object({ id: recordIdSchema }),
        response: { 200: sessionEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { targetName, ...issued } = await startImpersonation(deps, {
        caller: requireCaller(request),
        targetId: request.params.id,
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      return ok(issued.session, IMPERSONATION_MESSAGES.started(targetName));
    },
  );

  return Promise.resolve();
};
