import { caseTimelineEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { getCaseTimeline } from './get-case-timeline';
import { getDueActions } from './get-due-actions';

/** A case's timeline and its next actions (docs/domain.md, "The case page"): read by its readers. */
export const caseTimelineRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, caseTimelineEndpoints.timeline, async (request) =>
    ok(
      await getCaseTimeline(db, {
        caller: requireCaller(request),
        caseId: request.params.caseId,
        query: request.query,
      }),
    ),
  );

  registerEndpoint(app, caseTimelineEndpoints.due, async (request) =>
    ok(await getDueActions(db, { caller: requireCaller(request), caseId: request.params.caseId })),
  );

  return Promise.resolve();
};
