import type { CaseClock, ClockLimitUnit } from '@casekeeper/contract';
import { ragWordsOf, type RagWords } from '@/lib/rag-words';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A count in the clock's own unit: working days, or calendar days for a limit in months. */
export function countText(count: number, unit: CaseClock['countUnit']): string {
  return unit === 'WORKING_DAYS'
    ? plural(count, 'working day', 'working days')
    : plural(count, 'calendar day', 'calendar days');
}

/** A limit as an authority sets it: "6 calendar months", "150 working days". */
export function limitText(limit: number, unit: ClockLimitUnit): string {
  return unit === 'WORKING_DAYS'
    ? plural(limit, 'working day', 'working days')
    : plural(limit, 'calendar month', 'calendar months');
}

/**
 * Where the clock stands against its due date, in the words an officer would say: "12 working days
 * left", "due today", "3 working days overdue", "4 working days early" (met), "3 working days
 * late" (missed); null when there is nothing to say (not started). It follows the state's word.
 */
export function standingText(clock: CaseClock): string | null {
  const { remaining } = clock;
  if (remaining === null) return null;
  const days = (count: number) => countText(Math.abs(count), clock.countUnit);
  switch (clock.state) {
    case 'not_started':
      return null;
    case 'running':
    case 'paused':
      return remaining > 0
        ? `${days(remaining)} left`
        : remaining === 0
          ? 'due today'
          : `${days(remaining)} overdue`;
    case 'missed':
      if (remaining >= 0) return 'past its due date';
      return clock.stoppedAt ? `${days(remaining)} late` : `${days(remaining)} overdue`;
    case 'met':
      return remaining > 0 ? `${days(remaining)} early` : 'on its due date';
    case 'stopped':
      return remaining > 0 ? `${days(remaining)} were left when it stopped` : null;
  }
}

/**
 * The RAG colour in words (lib/rag-words.ts): while the clock runs, with what it means; a clock
 * that has stopped keeps the colour it stopped at, without a meaning (its state says how it ended).
 */
export function ragWords(clock: CaseClock): RagWords | null {
  const live = clock.stoppedAt === null && clock.state !== 'stopped';
  return ragWordsOf(clock.rag, live ? (clock.remaining ?? 0) : null);
}
