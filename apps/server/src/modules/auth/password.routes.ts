import {
  API_PATHS,
  BOT_CHECK_ACTIONS,
  changePasswordRequestSchema,
  envelopeSchema,
  forgotPasswordRequestSchema,
  messageOnlySchema,
  passwordResetRequestSchema,
  sessionUserSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { authRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { authDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { changePassword } from './change-password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { setRefreshCookie } from './session-cookie';

/** Forgotten password, reset from the mailed link, and change while signed in. */
export const passwordRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = authDeps(app);
  const rateLimit = authRateLimit(app.config);

  app.post(
    API_PATHS.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; answers the same whether or not the account exists',
        body: forgotPasswordRequestSchema,
        response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(400, 429) },
      },
      config: { rateLimit },
      preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.forgotPassword),
    },
    (request) => {
      // Answered before the work starts: finding the account and mailing it take time only for
      // addresses that exist, and that difference must not show.
      const input = { email: request.body.email, context: requestContext(request) };
      app.backgroundTasks.run('password-reset-mail', () => requestPasswordReset(deps, input));
      return Promise.resolve(ok(null, AUTH_MESSAGES.forgotPassword));
    },
  );

  app.post(
    API_PATHS.passwordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset link; ends every session',
        body: passwordResetRequestSchema,
        response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(400, 429) },
      },
      config: { rateLimit },
      preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.passwordReset),
    },
    async (request) => {
      const { token, newPassword } = request.body;
      await resetPassword(deps, { token, newPassword, context: requestContext(request) });
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );

  app.post(
    API_PATHS.changePassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every other session and answers a fresh one',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: envelopeSchema(sessionUserSchema), ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const issued = await changePassword(deps, {
        caller: requireCaller(request),
        currentPassword,
        newPassword,
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      return ok(issued.session, AUTH_MESSAGES.passwordChanged);
    },
  );

  return Promise.resolve();
};
