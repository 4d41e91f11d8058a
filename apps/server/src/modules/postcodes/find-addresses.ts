import { POSTCODE_LOOKUP_MESSAGES, type PostcodeLookup } from '@casekeeper/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/access/caller';
import { SCOPE_MESSAGES } from '../../platform/access/record-scope';
import { AppError, forbidden } from '../../platform/errors/app-error';
import type { AddressProvider } from './address-provider';

export type FindAddressesInput = {
  caller: Caller;
  /** Normalised by the contract's query schema. */
  postCode: string;
  log: FastifyBaseLogger;
};

/**
 * The addresses at a post code, for the caller's authority. When the provider fails the person
 * is told to type the address, which the case form always allows.
 */
export async function findAddresses(
  finder: AddressProvider,
  input: FindAddressesInput,
): Promise<PostcodeLookup> {
  const authorityId = input.caller.authorityId;
  if (authorityId === null) throw forbidden(SCOPE_MESSAGES.otherAuthority);
  try {
    const addresses = await finder.find(input.postCode, authorityId);
    return { postCode: input.postCode, source: finder.source, addresses };
  } catch (error) {
    input.log.error({ err: error, source: finder.source }, 'Error fetching postcode list:');
    throw new AppError('SERVICE_UNAVAILABLE', POSTCODE_LOOKUP_MESSAGES.unavailable);
  }
}
