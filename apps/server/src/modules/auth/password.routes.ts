import { BOT_CHECK_ACTIONS, passwordEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { authRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { AppError } from '../../platform/errors/app-error';
import { authDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { changePassword } from './change-password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { setRefreshCookie } from './session-cookie';

export type PasswordRoutesOptions = {
  /** Whether an organisation's single sign-on turned passwords off for an address's domain: the words to refuse with. */
  passwordSignIn: { refusalFor: (email: string) => Promise<string | null> };
};

/** Forgotten password, reset from the mailed link, and change while signed in. */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = (app, { passwordSignIn }) => {
  const deps = authDeps(app);
  const rateLimit = authRateLimit(app.config);

  registerEndpoint(
    app,
    passwordEndpoints.forgot,
    async (request) => {
      // Asked of the address's domain alone, the same for every address there.
      const refusal = await passwordSignIn.refusalFor(request.body.email);
      if (refusal !== null) throw new AppError('FORBIDDEN', refusal);
      // Answered before the work starts: finding the account and mailing it take time only for
      // addresses that exist, and that difference must not show.
      const input = { email: request.body.email, context: requestContext(request) };
      app.backgroundTasks.run('password-reset-mail', () => requestPasswordReset(deps, input));
      return ok(null, AUTH_MESSAGES.forgotPassword);
    },
    { rateLimit, preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.forgotPassword) },
  );

  registerEndpoint(
    app,
    passwordEndpoints.reset,
    async (request) => {
      const { token, newPassword } = request.body;
      await resetPassword(deps, { token, newPassword, context: requestContext(request) });
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
    { rateLimit, preHandler: requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.passwordReset) },
  );

  registerEndpoint(
    app,
    passwordEndpoints.change,
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
    { rateLimit },
  );

  return Promise.resolve();
};
