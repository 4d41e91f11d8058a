import type { YearSpend } from '@casekeeper/contract';
import { createKeptByAuthority, type KeptByAuthority } from '../../platform/cache/kept-by-authority';
import type { Announcements } from '../../platform/database/announcements';
import { SPEND_CHANGED_CHANNEL } from '../grant-figures';

/** Years kept across all authorities (an answer is a couple of kilobytes). */
const MAX_KEPT_YEARS = 2_000;

export type KeptYearSpend = KeptByAuthority<YearSpend>;

/**
 * The Spend view sums every approved grant and paid payment of the year, and a year can hold an
 * authority's whole caseload of them: too many to sum within its 50 ms budget on each call. Each
 * process keeps an authority's figures for a year and as-at day until its grants' money or its
 * allocation changes: announced on commit by the writes themselves (refreshGrantMoney and the
 * allocation's), and said at once by a write in this process. See docs/caching.md.
 */
export function createKeptYearSpend({
  announcements,
  maxAgeMs,
}: {
  announcements: Announcements;
  /** How long figures are kept at most, should an announcement ever be missed; 0 keeps nothing. */
  maxAgeMs: number;
}): KeptYearSpend {
  return createKeptByAuthority<YearSpend>({
    announcements,
    channel: SPEND_CHANGED_CHANNEL,
    maxAgeMs,
    maxSize: MAX_KEPT_YEARS,
  });
}
