import {
  CONTRACTOR_PERFORMANCE_DONE,
  contractorEndpoints,
  contractorPerformanceEndpoints,
} from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { registerRecordEndpoints } from '../../platform/http/register-record-endpoints';
import { addContractor } from './add-contractor';
import { getContractor } from './get-contractor';
import { getContractorPerformance } from './get-contractor-performance';
import { getContractorsPerformance } from './get-contractors-performance';
import type { KeptContractorPerformance } from './kept-performance';
import { listContractors } from './list-contractors';
import { setContractorActive } from './set-contractor-active';
import { updateContractor } from './update-contractor';

/**
 * An authority's contractors: everyone in the authority reads them; platform admins (any
 * authority) and authority ADMINs (their own) change them. Their performance is for the
 * authority's ADMINs (docs/contractor-performance.md).
 */
export const contractorRoutes: FastifyPluginAsync<{ keptPerformance: KeptContractorPerformance }> = (
  app,
  { keptPerformance },
) => {
  const { db } = app;
  registerRecordEndpoints(app, contractorEndpoints, {
    list: (input) => listContractors(db, input),
    add: (input) => addContractor(db, input),
    get: (input) => getContractor(db, input),
    update: (input) => updateContractor(db, input),
    setActive: (input) => setContractorActive(db, input),
  });
  registerEndpoint(app, contractorPerformanceEndpoints.list, async (request) =>
    ok(
      await getContractorsPerformance(
        { db, kept: keptPerformance },
        { caller: requireCaller(request), query: request.query },
      ),
      CONTRACTOR_PERFORMANCE_DONE.list,
    ),
  );
  registerEndpoint(app, contractorPerformanceEndpoints.one, async (request) =>
    ok(
      await getContractorPerformance(db, {
        caller: requireCaller(request),
        id: request.params.id,
        query: request.query,
      }),
      CONTRACTOR_PERFORMANCE_DONE.one,
    ),
  );
  return Promise.resolve();
};
