import type { AddressSource, FoundAddress } from '@casekeeper/contract';

/** Where the post code lookup finds addresses: a paid address service, or our own records. */
export type AddressProvider = {
  source: AddressSource;
  /** How long an answer may be reused before asking again. */
  cacheTtlMs: number;
  /** True when answers come from one authority's own records, so they are cached per authority. */
  answersPerAuthority: boolean;
  /** The addresses at a normalised post code; an unknown post code is an empty list. */
  find(postCode: string, authorityId: number): Promise<FoundAddress[]>;
};
