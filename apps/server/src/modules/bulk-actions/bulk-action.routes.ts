import { BULK_ACTION_MESSAGES, bulkActionEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getBulkRun, listBulkRunCases } from './get-bulk-run';
import { startBulkRun } from './start-bulk-run';

/** Bulk actions on the case list (docs/bulk-actions.md). */
export const bulkActionRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, bulkActionEndpoints.start, async (request) => {
    const run = await startBulkRun({ db, jobs: app.jobs }, { ...changedBy(request), fields: request.body });
    return ok(run, BULK_ACTION_MESSAGES.started(run.totalCount));
  });

  registerEndpoint(app, bulkActionEndpoints.get, async (request) =>
    ok(await getBulkRun(db, { caller: requireCaller(request), runId: request.params.runId })),
  );

  registerEndpoint(app, bulkActionEndpoints.cases, async (request) =>
    ok(
      await listBulkRunCases(db, {
        caller: requireCaller(request),
        runId: request.params.runId,
        query: request.query,
      }),
    ),
  );

  return Promise.resolve();
};
