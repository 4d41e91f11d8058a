import type { ContractorPerformanceList } from '@casekeeper/contract';
import { createKeptAnswers } from '../../platform/cache/kept-answers';
import type { Announcements } from '../../platform/database/announcements';
import { CASE_LIST_CHANGED_CHANNEL } from '../cases';
import { SPEND_CHANGED_CHANNEL } from '../grant-figures';

/** Periods kept across all authorities (an answer is a few kilobytes). */
const MAX_KEPT_PERIODS = 2_000;

export type KeptContractorPerformance = {
  /** The authority's contractors over the period `key` names: kept from an earlier call, or loaded now. */
  read(
    authorityId: number,
    key: string,
    load: () => Promise<ContractorPerformanceList>,
  ): Promise<ContractorPerformanceList>;
  /** Drops the authority's answers now: said after a write in this process commits. */
  forgetAuthority(authorityId: number): void;
  stop(): void;
};

const authorityAnnounced = (payload: string) => (/^\d+$/.test(payload) ? payload : undefined);

/**
 * Every contractor's performance joins the year's jobs to their quotes, grants and status changes:
 * too slow to work out on each call of the dashboard at the largest authority. Each process keeps
 * the answer for an authority and period until anything it counts changes: a case (its status
 * above all), announced by the case list's triggers, or a grant, its quotes or variations,
 * announced by their writes (refreshGrantMoney); and at once for a write in this process. See
 * docs/caching.md.
 */
export function createKeptContractorPerformance({
  announcements,
  maxAgeMs,
}: {
  announcements: Announcements;
  /** How long an answer is kept at most (a bank-holiday correction shows by then); 0 keeps nothing. */
  maxAgeMs: number;
}): KeptContractorPerformance {
  const answers = createKeptAnswers<ContractorPerformanceList>({
    announcements,
    channel: [CASE_LIST_CHANGED_CHANNEL, SPEND_CHANGED_CHANNEL],
    scopeAnnounced: authorityAnnounced,
    maxAgeMs,
    maxSize: MAX_KEPT_PERIODS,
  });
  return {
    read: (authorityId, key, load) =>
      answers.read({ scopes: [String(authorityId)], key, now: Date.now(), load }),
    forgetAuthority: (authorityId) => answers.forget(String(authorityId)),
    stop: () => answers.stop(),
  };
}
