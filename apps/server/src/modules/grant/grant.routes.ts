import { GRANT_DONE, grantEndpoints, VARIATION_DONE } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { registerUploadEndpoint } from '../../platform/http/register-upload-endpoint';
import { sendCaseFile } from '../case-views';
import { acceptQuote } from './accept-quote';
import { addVariation, awaitsApproval } from './add-variation';
import { approveGrant } from './approve-grant';
import { approveVariation, rejectVariation } from './decide-variation';
import { getGrantSettings, saveGrantSettings } from './grant-settings';
import { orderWorks } from './order-works';
import { proposeGrant } from './propose-grant';
import { attachQuoteFile, downloadQuoteFile } from './quote-file';
import { getGrant } from './read-grant';
import { addQuote, removeQuote, updateQuote } from './save-quote';
import { addWork, removeWork, updateWork } from './save-work';
import { attachVariationFile, downloadVariationFile } from './variation-file';

/**
 * A case's grant: its works, quotes, approval and variations, and the authority's grant settings
 * (docs/grant.md).
 */
export const grantRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage, fileScans } = app;
  const deps = { db, fileStorage, fileScans };
  const on = (request: Parameters<typeof changedBy>[0] & { params: { caseId: number } }) => ({
    ...changedBy(request),
    caseId: request.params.caseId,
  });

  registerEndpoint(app, grantEndpoints.get, async (request) =>
    ok(
      await getGrant(db, { caller: requireCaller(request), caseId: request.params.caseId }),
      GRANT_DONE.read,
    ),
  );

  registerEndpoint(app, grantEndpoints.addWork, async (request) =>
    ok(await addWork(deps, { ...on(request), ...request.body }), GRANT_DONE.workAdded),
  );
  registerEndpoint(app, grantEndpoints.updateWork, async (request) =>
    ok(await updateWork(deps, { ...on(request), ...request.body }), GRANT_DONE.workSaved),
  );
  registerEndpoint(app, grantEndpoints.removeWork, async (request) =>
    ok(await removeWork(deps, { ...on(request), ...request.body }), GRANT_DONE.workRemoved),
  );
  registerEndpoint(app, grantEndpoints.orderWorks, async (request) =>
    ok(await orderWorks(deps, { ...on(request), ...request.body }), GRANT_DONE.worksOrdered),
  );

  registerEndpoint(app, grantEndpoints.addQuote, async (request) =>
    ok(await addQuote(deps, { ...on(request), ...request.body }), GRANT_DONE.quoteAdded),
  );
  registerEndpoint(app, grantEndpoints.updateQuote, async (request) =>
    ok(await updateQuote(deps, { ...on(request), ...request.body }), GRANT_DONE.quoteSaved),
  );
  registerEndpoint(app, grantEndpoints.removeQuote, async (request) =>
    ok(await removeQuote(deps, { ...on(request), ...request.body }), GRANT_DONE.quoteRemoved),
  );
  registerEndpoint(app, grantEndpoints.acceptQuote, async (request) => {
    const saved = await acceptQuote(deps, { ...on(request), ...request.body });
    const accepted = saved.quotes.find((quote) => quote.accepted);
    return ok(saved, GRANT_DONE.quoteAccepted(accepted?.contractorName ?? 'the contractor'));
  });
  registerUploadEndpoint(app, grantEndpoints.quoteFile, async (request, { fields, file }) =>
    ok(await attachQuoteFile(deps, { ...on(request), ...fields, file }), GRANT_DONE.quoteFile),
  );
  registerFileEndpoint(app, grantEndpoints.downloadQuoteFile, async (request, reply) => {
    const file = await downloadQuoteFile(db, { ...changedBy(request), ...request.params });
    return sendCaseFile(request, reply, file);
  });

  registerEndpoint(app, grantEndpoints.propose, async (request) =>
    ok(await proposeGrant(deps, { ...on(request), ...request.body }), GRANT_DONE.proposed),
  );
  registerEndpoint(app, grantEndpoints.approve, async (request) =>
    ok(await approveGrant(deps, { ...on(request), ...request.body }), GRANT_DONE.approved),
  );

  registerEndpoint(app, grantEndpoints.addVariation, async (request) => {
    const { variation } = request.body;
    const saved = await addVariation(deps, { ...on(request), ...request.body });
    return ok(
      saved,
      awaitsApproval(variation.costChangePence) ? VARIATION_DONE.proposed : VARIATION_DONE.recorded,
    );
  });
  registerEndpoint(app, grantEndpoints.approveVariation, async (request) =>
    ok(await approveVariation(deps, { ...on(request), ...request.body }), VARIATION_DONE.approved),
  );
  registerEndpoint(app, grantEndpoints.rejectVariation, async (request) =>
    ok(await rejectVariation(deps, { ...on(request), ...request.body }), VARIATION_DONE.rejected),
  );
  registerUploadEndpoint(app, grantEndpoints.variationFile, async (request, { fields, file }) =>
    ok(await attachVariationFile(deps, { ...on(request), ...fields, file }), VARIATION_DONE.file),
  );
  registerFileEndpoint(app, grantEndpoints.downloadVariationFile, async (request, reply) => {
    const file = await downloadVariationFile(db, { ...changedBy(request), ...request.params });
    return sendCaseFile(request, reply, file);
  });

  registerEndpoint(app, grantEndpoints.settings, async (request) =>
    ok(await getGrantSettings(db, requireCaller(request)), GRANT_DONE.settings),
  );
  registerEndpoint(app, grantEndpoints.saveSettings, async (request) =>
    ok(
      await saveGrantSettings(db, { ...changedBy(request), settings: request.body }),
      GRANT_DONE.settingsSaved,
    ),
  );

  return Promise.resolve();
};
