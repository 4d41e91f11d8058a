import { API_PATHS, auditPageSchema, auditQuerySchema, envelopeSchema } from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { listAuditEvents } from './list-audit-events';

/** The audit log viewer's data, for platform admins. */
export const auditLogRoutes: FastifyPluginAsyncZod = (app) => {
  app.addHook('onSend', noStore);
  app.get(
    API_PATHS.audit,
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by actor, authority, entity, action and date',
        description:
          'actorId matches who acted, as themselves or on behalf of someone while impersonating. from and to are Europe/London days, both included. Pass nextCursor as before for the next page.',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, ...filter } = request.query;
      return ok(await listAuditEvents(app.db, { filter, limit }));
    },
  );
  return Promise.resolve();
};
