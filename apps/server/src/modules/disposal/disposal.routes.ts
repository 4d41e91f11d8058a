import { DISPOSAL_MESSAGES, disposalEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { disposeReviewedCase } from './dispose-reviewed-case';
import { getDisposalBatch } from './get-disposal-batch';
import { keepCase } from './keep-case';
import { listDisposalReview } from './list-disposal-review';
import { getRetentionSchedule, saveRetentionSchedule } from './retention-schedule';
import { startDisposalBatch } from './start-disposal-batch';

/** Retention schedules and the disposal review (docs/personal-data.md, "Retention and disposal"). */
export const disposalRoutes: FastifyPluginAsync<{ ownerDb: Database }> = (app, options) => {
  const { db } = app;
  const deps = { ownerDb: options.ownerDb, fileStorage: app.fileStorage };

  registerEndpoint(app, disposalEndpoints.getSchedule, async (request) =>
    ok(
      await getRetentionSchedule(db, {
        caller: requireCaller(request),
        authorityId: request.params.authorityId,
      }),
    ),
  );

  registerEndpoint(app, disposalEndpoints.saveSchedule, async (request) =>
    ok(
      await saveRetentionSchedule(db, {
        ...changedBy(request),
        authorityId: request.params.authorityId,
        schedule: request.body,
      }),
      DISPOSAL_MESSAGES.scheduleSaved,
    ),
  );

  registerEndpoint(app, disposalEndpoints.list, async (request) =>
    ok(await listDisposalReview(db, { caller: requireCaller(request), query: request.query })),
  );

  registerEndpoint(app, disposalEndpoints.keep, async (request) =>
    ok(await keepCase(db, { ...changedBy(request), fields: request.body }), DISPOSAL_MESSAGES.kept(1)),
  );

  registerEndpoint(app, disposalEndpoints.dispose, async (request) =>
    ok(
      await disposeReviewedCase(deps, { ...changedBy(request), caseId: request.body.caseId }),
      DISPOSAL_MESSAGES.disposed,
    ),
  );

  registerEndpoint(app, disposalEndpoints.disposeBatch, async (request) => {
    const batch = await startDisposalBatch(
      { db, jobs: app.jobs },
      { ...changedBy(request), fields: request.body },
    );
    return ok(batch, DISPOSAL_MESSAGES.batchStarted(batch.caseCount));
  });

  registerEndpoint(app, disposalEndpoints.batch, async (request) =>
    ok(await getDisposalBatch(db, { caller: requireCaller(request), batchId: request.params.batchId })),
  );

  return Promise.resolve();
};
