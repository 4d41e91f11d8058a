import { IMPERSONATION_MESSAGES, impersonationEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { authDeps, clearRefreshCookie, setRefreshCookie } from '../auth';
import { startImpersonation } from './start-impersonation';
import { ImpersonationEndedElsewhere, stopImpersonation } from './stop-impersonation';

/** A platform admin signs in as a user to help them, and comes back. */
export const impersonationRoutes: FastifyPluginAsync = (app) => {
  const deps = authDeps(app);

  registerEndpoint(app, impersonationEndpoints.back, async (request, reply) => {
    try {
      const issued = await stopImpersonation(deps, {
        caller: requireCaller(request),
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      return ok(issued.session, IMPERSONATION_MESSAGES.ended);
    } catch (error) {
      if (!(error instanceof ImpersonationEndedElsewhere)) clearRefreshCookie(reply);
      throw error;
    }
  });

  registerEndpoint(app, impersonationEndpoints.start, async (request, reply) => {
    const { targetName, ...issued } = await startImpersonation(deps, {
      caller: requireCaller(request),
      targetId: request.params.id,
      context: requestContext(request),
    });
    setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
    return ok(issued.session, IMPERSONATION_MESSAGES.started(targetName));
  });

  return Promise.resolve();
};
