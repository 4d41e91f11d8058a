import { API_PATHS, envelopeSchema, publicConfigSchema } from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';

/** What the public pages need before anyone signs in: which bot check to run, with which site key. */
export const publicConfigRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    API_PATHS.publicConfig,
    {
      schema: {
        tags: ['public'],
        summary: 'Settings for the public pages (bot check provider and site key)',
        response: { 200: envelopeSchema(publicConfigSchema) },
      },
    },
    () => ok({ botCheck: { provider: app.botCheck.provider, siteKey: app.botCheck.siteKey } }),
  );
  return Promise.resolve();
};
