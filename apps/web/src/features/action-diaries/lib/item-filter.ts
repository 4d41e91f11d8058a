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

/** Where an item stands now: done, due later (or now), or past its time and not done. */
export function itemState(item: Pick<ActionItem, 'isCompleted' | 'scheduledAt'>, now: number) {
  if (item.isCompleted) return 'completed';
  return Date.parse(item.scheduledAt) >= now ? 'upcoming' : 'overdue';
}

export function matchesFilter(
  item: Pick<ActionItem, 'isCompleted' | 'scheduledAt'>,
  filter: ItemFilter,
  now: number,
): boolean {
  return filter === 'all' || itemState(item, now) === filter;
}
