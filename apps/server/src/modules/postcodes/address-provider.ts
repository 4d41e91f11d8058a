import type { AddressSource, FoundAddress } from '@casekeeper/contract';
import type { CaseScope } from '../cases';

/** Where the post code lookup finds addresses: a paid address service, or our own records. */
export type AddressProvider = {
  source: AddressSource;
  /** The addresses at a normalised post code; an unknown post code is an empty list. */
  find(postCode: string, scope: CaseScope): Promise<FoundAddress[]>;
};
