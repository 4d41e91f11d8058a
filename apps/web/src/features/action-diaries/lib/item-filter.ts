import type { ActionItem } from '@casekeeper/contract';

/** What the diary page shows, kept in its address as `?show=` (all when absent). */
export const ITEM_FILTERS = ['all', 'upcoming', 'overdue', 'completed'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

export const ITEM_FILTER_LABELS: Record<ItemFilter, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  overdue: 'Overdue',
  completed: 'Completed',
};

export const isItemFilter = (value: string | null): value is ItemFilter =>
  (ITEM_FILTERS as readonly (string | null)[]).includes(value);

type ItemTiming = Pick<ActionItem, 'isCompleted' | 'scheduledAt'> &
  Partial<Pick<ActionItem, 'fromApplicant'>>;

/**
 * Where an item stands now: done, due later (or now), or past its time and not done; what the
 * applicant sent is no task with a date, so it is new until seen (completed), never overdue.
 */
export function itemState(item: ItemTiming, now: number) {
  if (item.isCompleted) return 'completed';
  if (item.fromApplicant) return 'new';
  return Date.parse(item.scheduledAt) >= now ? 'upcoming' : 'overdue';
}

export function matchesFilter(item: ItemTiming, filter: ItemFilter, now: number): boolean {
  const state = itemState(item, now);
  // New from the applicant: shown with what is still to do.
  return filter === 'all' || state === filter || (state === 'new' && filter === 'upcoming');
}
