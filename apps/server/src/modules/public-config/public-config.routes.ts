import { publicConfigEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';

/** What the public pages need before anyone signs in: which bot check to run, with which site key. */
export const publicConfigRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, publicConfigEndpoints.get, () =>
    Promise.resolve(ok({ botCheck: { provider: app.botCheck.provider, siteKey: app.botCheck.siteKey } })),
  );
  return Promise.resolve();
};
