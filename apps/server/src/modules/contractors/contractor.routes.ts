import { contractorEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRecordEndpoints } from '../../platform/http/register-record-endpoints';
import { addContractor } from './add-contractor';
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
  registerRecordEndpoints(app, contractorEndpoints, {
    list: (input) => listContractors(db, input),
    add: (input) => addContractor(db, input),
    get: (input) => getContractor(db, input),
    update: (input) => updateContractor(db, input),
    setActive: (input) => setContractorActive(db, input),
  });
  return Promise.resolve();
};
