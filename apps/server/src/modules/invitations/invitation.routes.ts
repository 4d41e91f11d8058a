import {
  acceptInvitationRequestSchema,
  API_PATHS,
  BOT_CHECK_ACTIONS,
  checkInvitationRequestSchema,
  envelopeSchema,
  INVITATION_MESSAGES,
  invitationSchema,
  messageOnlySchema,
  recordIdSchema,
  sessionUserSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { authRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { authDeps } from '../auth/auth-deps';
import { setRefreshCookie } from '../auth/session-cookie';
import { userAdminDeps } from '../users/user-deps';
import { acceptInvitation } from './accept-invitation';
import { checkInvitation } from './check-invitation';
import { resendInvitation } from './resend-invitation';

const tags = ['invitations'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: recordIdSchema });
const resent = {
  tags,
  security,
  params: idParams,
  response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(400, 401, 403, 404, 409) },
};

/** The invitation link a new user is mailed: who it is for, accepting it, and sending it again. */
export const invitationRoutes: FastifyPluginAsyncZod = (app) => {
  const rateLimit = authRateLimit(app.config);
  app.addHook('onSend', noStore);

  app.post(
    API_PATHS.invitationCheck,
    {
      schema: {
        tags,
        summary: 'Who an invitation link is for; an used, expired or unknown link is a 400',
        body: checkInvitationRequestSchema,
        response: { 200: envelopeSchema(invitationSchema), ...errorResponses(400, 429) },
      },
      config: { rateLimit },
    },
    async (request) => ok(await checkInvitation(app.db, request.body.token), INVITATION_MESSAGES.checked),
  );

  app.post(
    API_PATHS.invitationAccept,
    {
      schema: {
        tags,
        summary: 'Choose the first password from an invitation link; answers a session, signed in',
        body: acceptInvitationRequestSchema,
        response: { 200: envelopeSchema(sessionUserSchema), ...errorResponses(400, 429) },
      },
      config: { rateLimit },
      preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.acceptInvitation),
    },
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
  );

  app.post(
    '/authority/user/resend-invitation/:id',
    {
      schema: {
        ...resent,
        summary: "Mail an authority's invited user a new link; earlier links stop working",
      },
    },
    async (request) => {
      const message = await resendInvitation(userAdminDeps(app), {
        caller: requireCaller(request),
        id: request.params.id,
        kind: 'authority-user',
        context: requestContext(request),
      });
      return ok(null, message);
    },
  );

  app.post(
    '/admin/resend-invitation/:id',
    {
      schema: { ...resent, summary: 'Mail an invited platform admin a new link; earlier links stop working' },
    },
    async (request) => {
      const message = await resendInvitation(userAdminDeps(app), {
        caller: requireCaller(request),
        id: request.params.id,
        kind: 'platform-admin',
        context: requestContext(request),
      });
      return ok(null, message);
    },
  );

  return Promise.resolve();
};
