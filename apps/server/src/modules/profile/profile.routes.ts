import { profileEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getProfile } from './get-profile';
import { setThemeMode } from './set-theme-mode';
import { updateProfile } from './update-profile';

/** The signed-in user's own profile and theme. */
export const profileRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, profileEndpoints.get, async (request) =>
    ok(await getProfile(app.db, requireCaller(request))),
  );

  registerEndpoint(app, profileEndpoints.update, async (request) => {
    const profile = await updateProfile(
      { db: app.db, mailer: app.mailer },
      { caller: requireCaller(request), changes: request.body, context: requestContext(request) },
    );
    return ok(profile, 'Your profile has been saved.');
  });

  registerEndpoint(app, profileEndpoints.saveTheme, async (request) => {
    const preference = await setThemeMode(app.db, {
      caller: requireCaller(request),
      themeMode: request.params.mode,
      context: requestContext(request),
    });
    return ok(preference, 'Your theme has been saved.');
  });

  return Promise.resolve();
};
