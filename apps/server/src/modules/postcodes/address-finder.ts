import type { Executor } from '../../db/client';
import type { Config } from '../../platform/config/config';
import type { AddressProvider } from './address-provider';
import { withCache } from './cached-provider';
import { createGetAddressProvider } from './get-address-provider';
import { createStoredAddressProvider } from './stored-address-provider';

/** The configured address service when there is one, otherwise the authority's own addresses; cached. */
export function createAddressFinder(
  config: Pick<Config, 'POSTCODE_API_URL' | 'POSTCODE_API_KEY'>,
  db: Executor,
): AddressProvider {
  const { POSTCODE_API_URL: url, POSTCODE_API_KEY: apiKey } = config;
  const provider =
    url !== undefined && apiKey !== undefined
      ? createGetAddressProvider({ url, apiKey })
      : createStoredAddressProvider(db);
  return withCache(provider);
}
