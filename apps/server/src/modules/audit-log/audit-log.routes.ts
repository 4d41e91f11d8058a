import { auditLogEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { listAuditEvents } from './list-audit-events';

/** The audit log viewer's data, for platform admins. */
export const auditLogRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, auditLogEndpoints.list, async (request) => {
    const { limit, ...filter } = request.query;
    return ok(await listAuditEvents(app.db, { filter, limit }));
  });
  return Promise.resolve();
};
