import type { MyWork, MyWorkFilter } from '@casekeeper/contract';

/** How many a filter would show, from the counts the server sends whatever the filter. */
export function countFor(filter: MyWorkFilter, counts: MyWork['actions']['counts']): number {
  switch (filter) {
    case 'due':
      return counts.overdue + counts.today;
    case 'overdue':
      return counts.overdue;
    case 'today':
      return counts.today;
    case 'upcoming':
      return counts.upcoming;
  }
}

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
