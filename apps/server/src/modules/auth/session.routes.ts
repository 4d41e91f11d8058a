import { BOT_CHECK_ACTIONS, sessionEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readBearerToken, requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { signInAccountRateLimit, signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { AppError } from '../../platform/errors/app-error';
import type { Account } from './account-repository';
import { authDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import type { FinishFirstFactor } from './first-factor';
import { answerFirstFactor } from './first-factor-answer';
import { getCurrentSession } from './get-current-session';
import { readDeviceCookie } from './known-devices';
import { login } from './login';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

export type SessionRoutesOptions = {
  finishFirstFactor: FinishFirstFactor;
  /**
   * Whether an organisation's single sign-on has turned passwords off: by the address (a refusal
   * to say), and by the account (turned away as a wrong password is). From the single sign-on module.
   */
  passwordSignIn: {
    refusalFor: (email: string) => Promise<string | null>;
    turnAway: (account: Account) => Promise<string | null>;
  };
};

/** Sign-in, token refresh, sign-out and the current user. */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = (
  app,
  { finishFirstFactor, passwordSignIn },
) => {
  const deps = authDeps(app);
  const sameOrigin = requireSameOrigin(app.config);

  registerEndpoint(
    app,
    sessionEndpoints.login,
    async (request, reply) => {
      const { email, password } = request.body;
      const refusal = await passwordSignIn.refusalFor(email);
      if (refusal !== null) throw new AppError('FORBIDDEN', refusal);
      const outcome = await login(deps, {
        email,
        password,
        door: 'staff',
        turnAway: passwordSignIn.turnAway,
        deviceToken: readDeviceCookie(request),
        context: requestContext(request),
        finishFirstFactor,
      });
      const answer = answerFirstFactor(reply, outcome, 'staff');
      return ok(
        answer,
        outcome.kind === 'session' ? AUTH_MESSAGES.signedIn : AUTH_MESSAGES.secondFactorNeeded,
      );
    },
    {
      rateLimit: signInIpRateLimit(app.config),
      preHandler: [signInAccountRateLimit(app), requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.login)],
    },
  );

  registerEndpoint(
    app,
    sessionEndpoints.refreshToken,
    async (request, reply) => {
      try {
        const issued = await refreshSession(deps, {
          refreshToken: readRefreshCookie(request),
          context: requestContext(request),
        });
        if (issued.refreshToken) setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
        return ok(issued.session, AUTH_MESSAGES.refreshed);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
    { onRequest: sameOrigin },
  );

  registerEndpoint(
    app,
    sessionEndpoints.logout,
    async (request, reply) => {
      await logout(deps, {
        refreshToken: readRefreshCookie(request),
        accessToken: readBearerToken(request),
        context: requestContext(request),
      });
      clearRefreshCookie(reply);
      return ok(null, AUTH_MESSAGES.signedOut);
    },
    { onRequest: sameOrigin },
  );

  registerEndpoint(app, sessionEndpoints.me, async (request) =>
    ok(await getCurrentSession(app.db, requireCaller(request))),
  );

  return Promise.resolve();
};
