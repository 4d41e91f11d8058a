import { API_PATHS, envelopeSchema, platformDashboardSchema } from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { getPlatformDashboard } from './get-platform-dashboard';

/** The platform admin's dashboard data (/dashboard). */
export const platformDashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.addHook('onSend', noStore);
  app.get(
    API_PATHS.adminDashboard,
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the platform dashboard: authorities, users, cases by status, activity by day',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(platformDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await getPlatformDashboard(app.db)),
  );
  return Promise.resolve();
};
