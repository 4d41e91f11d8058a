import { postcodeEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { createAddressFinder } from './address-finder';
import { findAddresses } from './find-addresses';
import type { KeptStoredAddresses } from './kept-stored-addresses';
import { lookupRateLimit } from './lookup-rate-limit';

/**
 * The address finder of the case form: the provider's key stays on the server. `keptStoredAddresses`
 * is made where the app is put together, as case writes elsewhere in the app drop what it keeps.
 */
export const postcodeRoutes: FastifyPluginAsync<{ keptStoredAddresses: KeptStoredAddresses }> = (
  app,
  { keptStoredAddresses },
) => {
  const finder = createAddressFinder(app.config, app.db, keptStoredAddresses);

  registerEndpoint(
    app,
    postcodeEndpoints.lookup,
    async (request) =>
      ok(
        await findAddresses(finder, {
          caller: requireCaller(request),
          postCode: request.query.postCode,
          log: request.log,
        }),
      ),
    { preHandler: lookupRateLimit(app) },
  );

  return Promise.resolve();
};
