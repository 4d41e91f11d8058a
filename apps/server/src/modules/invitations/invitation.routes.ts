import { BOT_CHECK_ACTIONS, INVITATION_MESSAGES, invitationEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { authRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, type EndpointRequest } from '../../platform/http/register-endpoint';
import { authDeps, setRefreshCookie } from '../auth';
import { userAdminDeps } from './invitation-deps';
import { acceptApplicantAccess } from './accept-applicant-access';
import { acceptInvitation } from './accept-invitation';
import { checkInvitation } from './check-invitation';
import { resendInvitation } from './resend-invitation';

/** The invitation link a new user is mailed: who it is for, accepting it, and sending it again. */
export const invitationRoutes: FastifyPluginAsync = (app) => {
  const rateLimit = authRateLimit(app.config);

  registerEndpoint(
    app,
    invitationEndpoints.check,
    async (request) => ok(await checkInvitation(app.db, request.body.token), INVITATION_MESSAGES.checked),
    { rateLimit },
  );

  registerEndpoint(
    app,
    invitationEndpoints.accept,
    async (request, reply) => {
      const { token, newPassword } = request.body;
      const issued = await acceptInvitation(authDeps(app), {
        token,
        newPassword,
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      return ok(issued.session, INVITATION_MESSAGES.accepted);
    },
    { rateLimit, preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.acceptInvitation) },
  );

  registerEndpoint(
    app,
    invitationEndpoints.acceptAccess,
    async (request) => {
      await acceptApplicantAccess(app.db, { token: request.body.token, context: requestContext(request) });
      return ok(null, INVITATION_MESSAGES.accessAccepted);
    },
    { rateLimit },
  );

  const resend =
    (kind: 'authority-user' | 'platform-admin') =>
    async (request: EndpointRequest<typeof invitationEndpoints.resendToAuthorityUser>) => {
      const message = await resendInvitation(userAdminDeps(app), {
        caller: requireCaller(request),
        id: request.params.id,
        kind,
        context: requestContext(request),
      });
      return ok(null, message);
    };
  registerEndpoint(app, invitationEndpoints.resendToAuthorityUser, resend('authority-user'));
  registerEndpoint(app, invitationEndpoints.resendToPlatformAdmin, resend('platform-admin'));

  return Promise.resolve();
};
