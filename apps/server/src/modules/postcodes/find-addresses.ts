import { POSTCODE_LOOKUP_MESSAGES, type PostcodeLookup } from '@casekeeper/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/access/caller';
import { SCOPE_MESSAGES } from '../../platform/access/record-scope';
import { AppError, forbidden } from '../../platform/errors/app-error';
import { caseScopeOf } from '../cases';
import type { AddressProvider } from './address-provider';

export type FindAddressesInput = {
  caller: Caller;
  /** Normalised by the contract's query schema. */
  postCode: string;
  log: FastifyBaseLogger;
};

/**
 * The addresses at a post code, for the caller: from stored records, only those of the cases the
 * caller may read (docs/routes.md). When the provider fails the person is told to type the
 * address, which the case form always allows.
 */
export async function findAddresses(
  finder: AddressProvider,
  input: FindAddressesInput,
): Promise<PostcodeLookup> {
  if (input.caller.authorityId === null) throw forbidden(SCOPE_MESSAGES.otherAuthority);
  const scope = caseScopeOf(input.caller);
  try {
    const addresses = await finder.find(input.postCode, scope);
    return { postCode: input.postCode, source: finder.source, addresses };
  } catch (error) {
    input.log.error({ err: error, source: finder.source }, 'Error fetching postcode list:');
    throw new AppError('SERVICE_UNAVAILABLE', POSTCODE_LOOKUP_MESSAGES.unavailable);
  }
}
