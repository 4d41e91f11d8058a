import type { CaseListRow } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import { daysBetween } from '@/lib/london-day';
import { ragText, ragWordsOf, type RagWords } from '@/lib/rag-words';

/** A case's clock not yet stopped that is due soonest, as its list row has it. */
export type NextClock = NonNullable<CaseListRow['nextClock']>;

/**
 * Its colour in the case page's words ("Red: overdue"). It has not stopped, so it is missed only
 * once its due date has passed: overdue, as it is when the due date is behind `today` (London,
 * yyyy-mm-dd) before the night's job has marked it.
 */
export function nextClockRag(clock: NextClock, today: string): RagWords | null {
  return ragWordsOf(clock.rag, clock.state === 'missed' ? -1 : daysBetween(today, clock.dueDate));
}

/** Its name and due date: "Decision · due 12/03/2027", and "· paused" while the case is on hold. */
export function nextClockDue(clock: NextClock): string {
  const due = `${clock.name} · due ${formatIsoDay(clock.dueDate)}`;
  return clock.state === 'paused' ? `${due} · paused` : due;
}

/** All of it on one line, for a phone's card: "Decision · due 12/03/2027 · Red: overdue". */
export function nextClockLine(clock: NextClock, today: string): string {
  const rag = nextClockRag(clock, today);
  return rag ? `${nextClockDue(clock)} · ${ragText(rag)}` : nextClockDue(clock);
}
