import type { FoundAddress } from '@casekeeper/contract';
import { LRUCache } from 'lru-cache';
import type { CaseScope } from '../cases';
import type { AddressProvider } from './address-provider';

/** Enough post codes for a busy day's lookups; an entry is a few hundred bytes. */
const CACHED_POST_CODES = 5000;

/** An authority ADMIN's scope is the whole authority's; an officer's is their own cases. */
const scopeKey = (scope: CaseScope) => `${scope.authorityId}/${scope.officerId ?? 'all'}`;

type Lookup = { postCode: string; scope: CaseScope };

/**
 * The provider with its answers kept for its cache time, per post code (and per case scope when
 * the answers come from the caller's cases, so one officer's answer never reaches another).
 * Look-ups of one post code at once share one call; a failure is not kept, so the next look-up
 * tries again.
 */
export function withCache(provider: AddressProvider): AddressProvider {
  const cache = new LRUCache<string, FoundAddress[], Lookup>({
    max: CACHED_POST_CODES,
    ttl: provider.cacheTtlMs,
    fetchMethod: (_key, _stale, { context }) => provider.find(context.postCode, context.scope),
  });
  return {
    ...provider,
    async find(postCode, scope) {
      const key = provider.answersPerScope ? `${scopeKey(scope)} ${postCode}` : postCode;
      const addresses = await cache.fetch(key, { context: { postCode, scope } });
      return addresses ?? [];
    },
  };
}
