import type { ContractorPerformanceList } from '@casekeeper/contract';
import { createKeptByAuthority, type KeptByAuthority } from '../../platform/cache/kept-by-authority';
import type { Announcements } from '../../platform/database/announcements';
import { CASE_LIST_CHANGED_CHANNEL } from '../cases';
import { SPEND_CHANGED_CHANNEL } from '../grant-figures';

/** Periods kept across all authorities (an answer is a few kilobytes). */
const MAX_KEPT_PERIODS = 2_000;

export type KeptContractorPerformance = KeptByAuthority<ContractorPerformanceList>;

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
  return createKeptByAuthority<ContractorPerformanceList>({
    announcements,
    channel: [CASE_LIST_CHANGED_CHANNEL, SPEND_CHANGED_CHANNEL],
    maxAgeMs,
    maxSize: MAX_KEPT_PERIODS,
  });
}
