import type { FoundAddress } from '@casekeeper/contract';
import { createKeptAnswers } from '../../platform/cache/kept-answers';
import type { Announcements } from '../../platform/database/announcements';
import { CASE_LIST_CHANGED_CHANNEL, type CaseScope } from '../cases';

/** Addresses kept across all answers (one is a few hundred bytes in memory). */
const MAX_KEPT_ADDRESSES = 20_000;

/** Short, should an announcement ever be missed: an address saved a minute ago is offered. */
const STORED_ADDRESSES_MAX_AGE_MS = 60_000;

export type KeptStoredAddresses = {
  /** The addresses at a post code within the scope: kept from an earlier look-up, or loaded now. */
  read(scope: CaseScope, postCode: string, load: () => Promise<FoundAddress[]>): Promise<FoundAddress[]>;
  /** Drops the authority's answers now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

/** The authority a case list announcement names; none for '*'. */
function authorityAnnounced(payload: string): string | undefined {
  const authorityId = Number(payload);
  return Number.isSafeInteger(authorityId) ? String(authorityId) : undefined;
}

/**
 * The post code look-up's answers from stored addresses, kept per case scope and dropped the
 * moment a case of the authority changes: the case list's announcements (migration 0014) name
 * the authority of every case saved, on any process, and a write in this process says so at once.
 * An officer looking up a post code a colleague has just used is offered its address.
 * See docs/caching.md.
 */
export function createKeptStoredAddresses({
  announcements,
  maxAgeMs = STORED_ADDRESSES_MAX_AGE_MS,
}: {
  announcements: Announcements;
  maxAgeMs?: number;
}): KeptStoredAddresses {
  const answers = createKeptAnswers<FoundAddress[]>({
    announcements,
    channel: CASE_LIST_CHANGED_CHANNEL,
    scopeAnnounced: authorityAnnounced,
    maxAgeMs,
    maxSize: MAX_KEPT_ADDRESSES,
  });
  return {
    read: (scope, postCode, load) =>
      answers.read({
        scopes: [String(scope.authorityId)],
        // Per viewer as well: a case restricted to some of the authority offers its address to them alone.
        key: `${scope.officerId ?? 'all'} ${scope.viewerId ?? 'any'} ${postCode}`,
        now: Date.now(),
        load,
        // An empty answer still costs a little.
        sizeOf: (addresses) => addresses.length + 1,
      }),
    forgetAuthority: (authorityId) => answers.forget(String(authorityId)),
    stop: () => answers.stop(),
  };
}
