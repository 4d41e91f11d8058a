import { contractorEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { addContractor } from './add-contractor';
import { CONTRACTOR_MESSAGES } from './contractor-view';
import { getContractor } from './get-contractor';
import { listContractors } from './list-contractors';
import { setContractorActive } from './set-contractor-active';
import { updateContractor } from './update-contractor';

/**
 * An authority's contractors: everyone in the authority reads them; platform admins (any
 * authority) and authority ADMINs (their own) change them.
 */
export const contractorRoutes: FastifyPluginAsync = (app) => {
  const { db } = app;

  registerEndpoint(app, contractorEndpoints.list, async (request) => {
    const { pageNo, ...query } = request.query;
    const page = await listContractors(db, {
      caller: requireCaller(request),
      authorityId: request.params.authorityId,
      pageNo,
      query,
    });
    return ok(page);
  });

  registerEndpoint(app, contractorEndpoints.add, async (request) => {
    const contractor = await addContractor(db, {
      caller: requireCaller(request),
      fields: request.body,
      context: requestContext(request),
    });
    return ok(contractor, CONTRACTOR_MESSAGES.added);
  });

  registerEndpoint(app, contractorEndpoints.edit, async (request) =>
    ok(await getContractor(db, { caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(app, contractorEndpoints.update, async (request) => {
    const { id, version, ...fields } = request.body;
    const contractor = await updateContractor(db, {
      caller: requireCaller(request),
      id,
      version,
      fields,
      context: requestContext(request),
    });
    return ok(contractor, CONTRACTOR_MESSAGES.saved);
  });

  registerEndpoint(app, contractorEndpoints.setActive, async (request) => {
    const { contractor, message } = await setContractorActive(db, {
      caller: requireCaller(request),
      id: request.params.id,
      isActive: request.body?.isActive,
      context: requestContext(request),
    });
    return ok(contractor, message);
  });

  return Promise.resolve();
};
