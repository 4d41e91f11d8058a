import type { CaseListRow, ClockState } from '@casekeeper/contract';
import { londonDay } from '../../platform/time/london-calendar';

/** A case's next clock as the list reads it from case_clocks (JSON: instants as text). */
export type StoredNextClock = {
  definitionId: number;
  name: string;
  dueDate: string;
  state: ClockState;
  amberAt: string | null;
  redAt: string | null;
};

const reached = (at: string | null, now: Date) => at !== null && Date.parse(at) <= now.getTime();

/**
 * The next clock as the list shows it at `now`: stored readings are as of their last change, so a
 * clock run past its due date is missed, and one past a threshold is that colour, from today on.
 */
export function nextClockAt(stored: StoredNextClock | null, now: Date): CaseListRow['nextClock'] {
  if (!stored) return null;
  const overdue = stored.dueDate < londonDay(now);
  const state: ClockState = stored.state === 'running' && overdue ? 'missed' : stored.state;
  const rag =
    state === 'missed' || reached(stored.redAt, now)
      ? 'red'
      : reached(stored.amberAt, now)
        ? 'amber'
        : 'green';
  return { definitionId: stored.definitionId, name: stored.name, dueDate: stored.dueDate, state, rag };
}
