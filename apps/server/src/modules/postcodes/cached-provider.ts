import type { FoundAddress } from '@casekeeper/contract';
import { LRUCache } from 'lru-cache';
import type { AddressProvider } from './address-provider';

/** Enough post codes for a busy day's lookups; an entry is a few hundred bytes. */
const CACHED_POST_CODES = 5000;

type Lookup = { postCode: string; authorityId: number };

/**
 * The provider with its answers kept for its cache time, per post code (and per authority when
 * the answers are the authority's own). Look-ups of one post code at once share one call; a
 * failure is not kept, so the next look-up tries again.
 */
export function withCache(provider: AddressProvider): AddressProvider {
  const cache = new LRUCache<string, FoundAddress[], Lookup>({
    max: CACHED_POST_CODES,
    ttl: provider.cacheTtlMs,
    fetchMethod: (_key, _stale, { context }) => provider.find(context.postCode, context.authorityId),
  });
  return {
    ...provider,
    async find(postCode, authorityId) {
      const key = provider.answersPerAuthority ? `${authorityId} ${postCode}` : postCode;
      const addresses = await cache.fetch(key, { context: { postCode, authorityId } });
      return addresses ?? [];
    },
  };
}
