import {
  API_PATHS,
  BOT_CHECK_ACTIONS,
  envelopeSchema,
  loginRequestSchema,
  messageOnlySchema,
  refreshTokenRequestSchema,
  sessionUserSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBearerToken, requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { signInAccountRateLimit, signInIpRateLimit } from '../../platform/auth/auth-rate-limit';
import { requireBotCheck } from '../../platform/bot-check/bot-check';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { requireSameOrigin } from '../../platform/http/same-origin';
import { authDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { getCurrentSession } from './get-current-session';
import { login } from './login';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { readDeviceCookie, setDeviceCookie } from './known-devices';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

const sessionEnvelope = envelopeSchema(sessionUserSchema);

/** Sign-in, token refresh, sign-out and the current user. */
export const sessionRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = authDeps(app);
  const sameOrigin = requireSameOrigin(app.config);

  app.post(
    API_PATHS.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the refresh token cookie and the device cookie',
        body: loginRequestSchema,
        response: { 200: sessionEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: signInIpRateLimit(app.config) },
      preHandler: [signInAccountRateLimit(app), requireBotCheck(app.botCheck, BOT_CHECK_ACTIONS.login)],
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const issued = await login(deps, {
        email,
        password,
        deviceToken: readDeviceCookie(request),
        context: requestContext(request),
      });
      setRefreshCookie(reply, issued.refreshToken, issued.refreshExpiresAt);
      setDeviceCookie(reply, issued.deviceToken);
      return ok(issued.session, AUTH_MESSAGES.signedIn);
    },
  );

  app.post(
    API_PATHS.refreshToken,
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token for the refresh token cookie, which is rotated',
        description:
          'The refresh token is read from the HttpOnly cookie set at sign-in; the body may be empty and is ignored.',
        body: refreshTokenRequestSchema.nullish(),
        response: { 200: sessionEnvelope, ...errorResponses(400, 401, 403) },
      },
      onRequest: sameOrigin,
    },
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
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this sign-in and clears the cookie; refused only from another site',
        response: { 200: envelopeSchema(messageOnlySchema), ...errorResponses(403) },
      },
      onRequest: sameOrigin,
    },
    async (request, reply) => {
      await logout(deps, {
        refreshToken: readRefreshCookie(request),
        accessToken: readBearerToken(request),
        context: requestContext(request),
      });
      clearRefreshCookie(reply);
      return ok(null, AUTH_MESSAGES.signedOut);
    },
  );

  app.get(
    API_PATHS.me,
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's session fields, read afresh",
        security: [{ bearerAuth: [] }],
        response: { 200: sessionEnvelope, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await getCurrentSession(app.db, requireCaller(request))),
  );

  return Promise.resolve();
};
