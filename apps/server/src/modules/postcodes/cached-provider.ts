import type { FoundAddress } from '@casekeeper/contract';
import { LRUCache } from 'lru-cache';
import type { CaseScope } from '../cases';
import type { AddressProvider } from './address-provider';

/** Enough post codes for a busy day's lookups; an entry is a few hundred bytes. */
const CACHED_POST_CODES = 5000;

/** Addresses at a post code change rarely, and every look-up is paid for. */
const PROVIDER_CACHE_TTL_MS = 10 * 60_000;

/**
 * A paid address service with its answers kept for ten minutes, per post code (they are the same
 * for everyone). Look-ups of one post code at once share one call; a failure is not kept, so the
 * next look-up tries again.
 */
export function withCache(provider: AddressProvider): AddressProvider {
  const cache = new LRUCache<string, FoundAddress[], { postCode: string; scope: CaseScope }>({
    max: CACHED_POST_CODES,
    ttl: PROVIDER_CACHE_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => provider.find(context.postCode, context.scope),
  });
  return {
    ...provider,
    async find(postCode, scope) {
      const addresses = await cache.fetch(postCode, { context: { postCode, scope } });
      return addresses ?? [];
    },
  };
}
