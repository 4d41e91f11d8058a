import {
  API_PATHS,
  envelopeSchema,
  profileSchema,
  themeModeSchema,
  themePreferenceSchema,
  updateProfileRequestSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { getProfile } from './get-profile';
import { setThemeMode } from './set-theme-mode';
import { updateProfile } from './update-profile';

const security = [{ bearerAuth: [] }];

/** The signed-in user's own profile and theme. */
export const profileRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.profile,
    {
      schema: {
        tags: ['profile'],
        summary: 'Your profile',
        security,
        response: { 200: envelopeSchema(profileSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await getProfile(app.db, requireCaller(request))),
  );

  app.post(
    API_PATHS.profile,
    {
      schema: {
        tags: ['profile'],
        summary: 'Save your name, phone and e-mail address (a new address needs currentPassword)',
        security,
        body: updateProfileRequestSchema,
        response: { 200: envelopeSchema(profileSchema), ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const profile = await updateProfile(
        { db: app.db, mailer: app.mailer },
        { caller: requireCaller(request), changes: request.body, context: requestContext(request) },
      );
      return ok(profile, 'Your profile has been saved.');
    },
  );

  app.post(
    '/mode/:mode',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save your theme: dark or light',
        security,
        params: z.object({ mode: themeModeSchema }),
        response: { 200: envelopeSchema(themePreferenceSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const preference = await setThemeMode(app.db, {
        caller: requireCaller(request),
        themeMode: request.params.mode,
        context: requestContext(request),
      });
      return ok(preference, 'Your theme has been saved.');
    },
  );

  return Promise.resolve();
};
