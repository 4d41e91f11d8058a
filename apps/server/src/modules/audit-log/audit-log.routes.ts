import { auditLogEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { listAuditEvents } from './list-audit-events';

/**
 * The audit log viewer's data, for platform admins (never within an impersonation: no ADMIN is
 * impersonated, so the caller there is never an ADMIN).
 */
export const auditLogRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, auditLogEndpoints.list, async (request) => {
    const { limit, ...filter } = request.query;
    const reader = requireCaller(request).userType === 'ADMIN' ? 'platform' : 'authority';
    return ok(await listAuditEvents(app.db, { filter, limit, reader }));
  });
  return Promise.resolve();
};
