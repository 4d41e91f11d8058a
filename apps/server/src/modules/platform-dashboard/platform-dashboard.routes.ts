import { platformDashboardEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getPlatformDashboard } from './get-platform-dashboard';

/** The platform admin's dashboard data (/dashboard). */
export const platformDashboardRoutes: FastifyPluginAsync = (app) => {
  const scanning = app.fileScans.scanner !== null;
  registerEndpoint(app, platformDashboardEndpoints.get, async () =>
    ok(await getPlatformDashboard(app.db, { scanning })),
  );
  return Promise.resolve();
};
