/**
 * What a case's clocks have come to, kept on the case as bits (cases.clock_marks, migration 0027)
 * and counted in case_counts, so the list filtered by any clock's state counts and tests cases
 * without reading case_clocks. Each bit is true of the stored clocks alone, whatever the day: a
 * running clock that has passed its due date since the clocks.daily job last stored it is not
 * marked (the filters add those from case_clocks_running_due_idx).
 */
export const CLOCK_MARKS = {
  /** A clock missed: stopped after its due date, or stored missed while still running. */
  missed: 1,
  /** A clock stored missed and not yet stopped: overdue. */
  overdue: 2,
  /** A clock met. */
  met: 4,
} as const;

/** A stored clock, as far as its marks go. */
type MarkedClock = { caseId: number; state: string; stoppedAt?: Date | null };

function marksOf(clock: MarkedClock): number {
  if (clock.state === 'met') return CLOCK_MARKS.met;
  if (clock.state !== 'missed') return 0;
  return clock.stoppedAt == null ? CLOCK_MARKS.missed | CLOCK_MARKS.overdue : CLOCK_MARKS.missed;
}

/** Each case's marks from its stored clocks (0 for a case with none). */
export function clockMarksOf(
  caseIds: readonly number[],
  clocks: readonly MarkedClock[],
): Map<number, number> {
  const marks = new Map<number, number>(caseIds.map((id) => [id, 0]));
  for (const clock of clocks) marks.set(clock.caseId, (marks.get(clock.caseId) ?? 0) | marksOf(clock));
  return marks;
}
