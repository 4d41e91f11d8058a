import { CASE_EXPORT_CONTENT_TYPE, caseInsightEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { startCaseExport } from './export-cases';
import { getChartList } from './get-chart-list';
import { getClockPerformance } from './get-clock-performance';
import { getTeamSummary } from './get-team-summary';
import { getUserSummary } from './get-user-summary';

/** The authority dashboard's figures and the Excel export of the case list (docs/routes.md). */
export const caseInsightRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, caseInsightEndpoints.userSummary, async (request) =>
    ok(await getUserSummary(db, { caller: requireCaller(request), ...request.params })),
  );

  registerEndpoint(app, caseInsightEndpoints.teamSummary, async (request) =>
    ok(await getTeamSummary(db, { caller: requireCaller(request), ...request.params })),
  );

  registerEndpoint(app, caseInsightEndpoints.chartList, async (request) =>
    ok(await getChartList(db, { caller: requireCaller(request), query: request.query })),
  );

  registerEndpoint(app, caseInsightEndpoints.clockPerformance, async (request) =>
    ok(await getClockPerformance(db, { caller: requireCaller(request), query: request.query })),
  );

  registerFileEndpoint(app, caseInsightEndpoints.export, async (request, reply) => {
    const { fileName, file, done } = startCaseExport(db, {
      caller: requireCaller(request),
      query: request.query,
      context: requestContext(request),
    });
    // Failures after the first byte can only cut the download short; they are logged.
    done.catch((error: unknown) => request.log.error({ err: error }, 'case export failed'));
    return reply
      .header('content-type', CASE_EXPORT_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(file);
  });

  return Promise.resolve();
};
