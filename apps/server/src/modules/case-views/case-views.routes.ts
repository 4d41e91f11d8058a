import { caseViewEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { listCaseViews } from './list-case-views';

/** Who has looked at a case (issue 38). */
export const caseViewRoutes: FastifyPluginAsync = (app) => {
  registerEndpoint(app, caseViewEndpoints.list, async (request) =>
    ok(
      await listCaseViews(app.db, {
        caller: requireCaller(request),
        caseId: request.params.caseId,
        ...request.query,
      }),
    ),
  );
  return Promise.resolve();
};
