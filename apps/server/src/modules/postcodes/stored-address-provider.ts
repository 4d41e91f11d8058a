import type { FoundAddress } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { AddressProvider } from './address-provider';
import type { KeptStoredAddresses } from './kept-stored-addresses';
import { findStoredAddresses } from './stored-address-repository';

const houseNumberOrder = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

const sameAddressKey = (address: FoundAddress) =>
  [address.addressLine1, address.addressLine2, address.addressLine3, address.town]
    .map((part) => (part ?? '').trim().toLowerCase())
    .join('\n');

const detailOf = (address: FoundAddress) => Object.values(address).filter((value) => value).length;

/**
 * One address once, even when two cases spell its county or UPRN differently: the fullest
 * spelling is kept. Sorted as people read a street, 2 before 10.
 */
export function tidyStoredAddresses(addresses: FoundAddress[]): FoundAddress[] {
  const byAddress = new Map<string, FoundAddress>();
  for (const address of addresses) {
    const key = sameAddressKey(address);
    const kept = byAddress.get(key);
    if (!kept || detailOf(address) > detailOf(kept)) byAddress.set(key, address);
  }
  return [...byAddress.values()].sort((a, b) =>
    houseNumberOrder.compare(sameAddressKey(a), sameAddressKey(b)),
  );
}

/**
 * The default provider: addresses already stored on the cases the caller may read, so no outside
 * service is needed. Contractors' offices are not offered: they are never a client's address.
 * Answers are kept until a case of the authority changes.
 */
export function createStoredAddressProvider(db: Executor, kept: KeptStoredAddresses): AddressProvider {
  return {
    source: 'stored',
    find: (postCode, scope) =>
      kept.read(scope, postCode, async () =>
        tidyStoredAddresses(await findStoredAddresses(db, scope, postCode)),
      ),
  };
}
