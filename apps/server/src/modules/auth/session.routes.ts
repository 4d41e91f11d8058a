import { BOT_CHECK_ACTIONS, sessionEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readBearerToken, requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { signInAccountRateLimit, signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { authDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { getCurrentSession } from './get-current-session';
import { readDeviceCookie, setDeviceCookie } from './known-devices';
import { login } from './login';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

/** Sign-in, token refresh, sign-out and the current user. */
export const sessionRoutes: FastifyPluginAsync = (app) => {
  const deps = authDeps(app);
  const sameOrigin = requireSameOrigin(app.config);

  registerEndpoint(
    app,
    sessionEndpoints.login,
    async (request, reply) => {
      const { email, password } = request.body;
      const issued = await login(deps, {
        email,
        password,
        door: 'staff',
        deviceToken: readDeviceCookie(request),
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      setDeviceCookie(reply, issued.deviceToken, 'staff');
      return ok(issued.session, AUTH_MESSAGES.signedIn);
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
