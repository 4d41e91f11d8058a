import type { Executor } from '../../db/client';
import type { Config } from '../../platform/config/config';
import type { AddressProvider } from './address-provider';
import { withCache } from './cached-provider';
import { createGetAddressProvider } from './get-address-provider';
import type { KeptStoredAddresses } from './kept-stored-addresses';
import { createStoredAddressProvider } from './stored-address-provider';

/** The configured address service when there is one, otherwise the authority's own addresses; cached. */
export function createAddressFinder(
  config: Pick<Config, 'POSTCODE_API_URL' | 'POSTCODE_API_KEY'>,
  db: Executor,
  keptStoredAddresses: KeptStoredAddresses,
): AddressProvider {
  const { POSTCODE_API_URL: url, POSTCODE_API_KEY: apiKey } = config;
  return url !== undefined && apiKey !== undefined
    ? withCache(createGetAddressProvider({ url, apiKey }))
    : createStoredAddressProvider(db, keptStoredAddresses);
}
