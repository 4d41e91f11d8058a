import {
  addContractorRequestSchema,
  API_PATHS,
  contractorListQuerySchema,
  contractorPageSchema,
  contractorSchema,
  envelopeSchema,
  recordIdSchema,
  setActiveRequestSchema,
  updateContractorRequestSchema,
} from '@casekeeper/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../platform/access/caller';
import { requestContext } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { errorResponses } from '../../platform/http/error-responses';
import { noStore } from '../../platform/http/no-store';
import { addContractor } from './add-contractor';
import { CONTRACTOR_MESSAGES } from './contractor-view';
import { getContractor } from './get-contractor';
import { listContractors } from './list-contractors';
import { setContractorActive } from './set-contractor-active';
import { updateContractor } from './update-contractor';

const security = [{ bearerAuth: [] }];
const tags = ['contractors'];
const contractorEnvelope = envelopeSchema(contractorSchema);
const idParams = z.object({ id: recordIdSchema });

/**
 * An authority's contractors: everyone in the authority reads them; platform admins (any
 * authority) and authority ADMINs (their own) change them.
 */
export const contractorRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app;
  app.addHook('onSend', noStore);

  app.get(
    '/contractor/list/:authorityId',
    {
      schema: {
        tags,
        summary: "One page of an authority's contractors, searched (company, contact, trade) and sorted",
        security,
        params: z.object({ authorityId: recordIdSchema }),
        querystring: contractorListQuerySchema,
        response: { 200: envelopeSchema(contractorPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pageNo, ...query } = request.query;
      const page = await listContractors(db, {
        caller: requireCaller(request),
        authorityId: request.params.authorityId,
        pageNo,
        query,
      });
      return ok(page);
    },
  );

  app.post(
    API_PATHS.contractorAdd,
    {
      schema: {
        tags,
        summary: 'Add a contractor to an authority',
        security,
        body: addContractorRequestSchema,
        response: { 200: contractorEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const contractor = await addContractor(db, {
        caller: requireCaller(request),
        fields: request.body,
        context: requestContext(request),
      });
      return ok(contractor, CONTRACTOR_MESSAGES.added);
    },
  );

  app.get(
    '/contractor/edit/:id',
    {
      schema: {
        tags,
        summary: 'A contractor, to edit',
        security,
        params: idParams,
        response: { 200: contractorEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await getContractor(db, { caller: requireCaller(request), id: request.params.id })),
  );

  app.post(
    API_PATHS.contractorUpdate,
    {
      schema: {
        tags,
        summary: 'Save a contractor; a stale version is a 409',
        security,
        body: updateContractorRequestSchema,
        response: { 200: contractorEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      const contractor = await updateContractor(db, {
        caller: requireCaller(request),
        id,
        version,
        fields,
        context: requestContext(request),
      });
      return ok(contractor, CONTRACTOR_MESSAGES.saved);
    },
  );

  app.post(
    '/contractor/isactive/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a contractor (toggles without a body)',
        security,
        params: idParams,
        body: setActiveRequestSchema,
        response: { 200: contractorEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { contractor, message } = await setContractorActive(db, {
        caller: requireCaller(request),
        id: request.params.id,
        isActive: request.body?.isActive,
        context: requestContext(request),
      });
      return ok(contractor, message);
    },
  );

  return Promise.resolve();
};
