import {
  SPEND_DONE,
  SPEND_EXPORT_CONTENT_TYPE,
  spendEndpoints,
  spendExportFileName,
} from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { addAllocationChange } from './add-allocation-change';
import { getYearSpend } from './get-year-spend';
import type { KeptYearSpend } from './kept-year-spend';
import { getAllocation } from './read-allocation';
import { saveAllocation } from './save-allocation';
import { spendWorkbook } from './spend-workbook';

/**
 * The year's allocation and its spend (docs/spend.md). `keptYearSpend` is the app's, so that any
 * module's write on this process drops it at once.
 */
export const spendRoutes: FastifyPluginAsync<{ keptYearSpend: KeptYearSpend }> = (app, { keptYearSpend }) => {
  const { db } = app;

  registerEndpoint(app, spendEndpoints.allocation, async (request) =>
    ok(
      await getAllocation(db, { caller: requireCaller(request), year: request.params.year }),
      SPEND_DONE.allocation,
    ),
  );
  registerEndpoint(app, spendEndpoints.saveAllocation, async (request) =>
    ok(
      await saveAllocation(db, { ...changedBy(request), year: request.params.year, ...request.body }),
      SPEND_DONE.allocationSaved,
    ),
  );
  registerEndpoint(app, spendEndpoints.addAllocationChange, async (request) =>
    ok(
      await addAllocationChange(db, { ...changedBy(request), year: request.params.year, ...request.body }),
      SPEND_DONE.changeAdded,
    ),
  );
  registerEndpoint(app, spendEndpoints.spend, async (request) =>
    ok(
      await getYearSpend(
        { db, kept: keptYearSpend },
        { caller: requireCaller(request), year: request.params.year },
      ),
      SPEND_DONE.spend,
    ),
  );

  registerFileEndpoint(app, spendEndpoints.export, async (request, reply) => {
    const { year } = request.params;
    const spend = await getYearSpend({ db, kept: keptYearSpend }, { caller: requireCaller(request), year });
    return reply
      .header('content-type', SPEND_EXPORT_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${spendExportFileName(year)}"`)
      .send(await spendWorkbook(spend));
  });

  return Promise.resolve();
};
