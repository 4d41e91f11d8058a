import { EMAIL_CHANGE_MESSAGES, profileEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { addressRateLimit } from '../../platform/auth/address-rate-limit';
import { authRateLimit } from '../../platform/auth/auth-rate-limit';
import { ok } from '../../platform/http/envelope';
import { confirmEmailChange } from '../account-email';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getProfile } from './get-profile';
import { setThemeMode } from './set-theme-mode';
import { updateProfile } from './update-profile';

/** The signed-in user's own profile and theme. */
export const profileRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, profileEndpoints.get, async (request) =>
    ok(await getProfile(app.db, requireCaller(request))),
  );

  registerEndpoint(
    app,
    profileEndpoints.update,
    async (request) => {
      const { profile, requestedEmail } = await updateProfile(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL },
        { caller: requireCaller(request), changes: request.body, context: requestContext(request) },
      );
      const message = requestedEmail
        ? EMAIL_CHANGE_MESSAGES.requested(requestedEmail)
        : 'Your profile has been saved.';
      return ok(profile, message);
    },
    { preHandler: addressRateLimit(app, 'profile') },
  );

  registerEndpoint(
    app,
    profileEndpoints.confirmEmail,
    async (request) => {
      const confirmed = await confirmEmailChange(
        { db: app.db, mailer: app.mailer },
        { token: request.body.token, context: requestContext(request) },
      );
      return ok(confirmed, EMAIL_CHANGE_MESSAGES.confirmed(confirmed.email));
    },
    { rateLimit: authRateLimit(app.config) },
  );

  registerEndpoint(app, profileEndpoints.saveTheme, async (request) => {
    const preference = await setThemeMode(app.db, {
      caller: requireCaller(request),
      themeMode: request.params.mode,
    });
    return ok(preference, 'Your theme has been saved.');
  });

  return Promise.resolve();
};
