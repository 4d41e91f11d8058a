import { CASE_SUMMARY_CONTENT_TYPE, letterEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { changedBy } from '../../platform/audit/request-context';
import { registerFileEndpoint } from '../../platform/http/register-endpoint';
import { exportCaseSummary } from './export-case-summary';

/** The case summary PDF (docs/letters.md): for whoever reads the case; audited, never stored. */
export const caseSummaryRoutes: FastifyPluginAsync = (app) => {
  registerFileEndpoint(app, letterEndpoints.caseSummary, async (request, reply) => {
    const { fileName, bytes } = await exportCaseSummary(app.db, {
      ...changedBy(request),
      caseId: request.params.caseId,
    });
    return reply
      .header('content-type', CASE_SUMMARY_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });
  return Promise.resolve();
};
