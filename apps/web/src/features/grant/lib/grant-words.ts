import type { Quote, Work } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';

/** What an item of works says of the occupational therapist, if they recommended it. */
export function otWords(work: Work): string | null {
  if (!work.otRecommended) return null;
  return work.otRecommendedOn
    ? `OT recommended on ${formatIsoDay(work.otRecommendedOn)}`
    : 'Recommended by an occupational therapist';
}

/** How long a quote says the works take: "15 working days", or "Not given". */
export function durationWords(quote: Quote): string {
  const days = quote.estimatedWorkingDays;
  if (days === null) return 'Not given';
  return days === 1 ? '1 working day' : `${days} working days`;
}

/** Whether a quote's validity ended before `today` (yyyy-mm-dd). */
export function isExpired(quote: Quote, today: string): boolean {
  return quote.validUntil !== null && quote.validUntil < today;
}

/** A list's positions as a list's order after moving one place up (-1) or down (+1). */
export function moved(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  order.splice(from, 1);
  order.splice(to, 0, id);
  return order;
}
