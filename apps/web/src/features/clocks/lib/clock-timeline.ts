import type { CaseClock } from '@casekeeper/contract';
import { formatIsoDay } from '@/lib/format-date';
import { daysBetween, londonDayOf } from '@/lib/london-day';

/** A stretch of the bar, as fractions of its length (0 at the start, 1 at the end). */
export type Span = { from: number; to: number };

export type ClockTimeline = {
  /** How far the clock has run: to today, or to the day it stopped. */
  used: Span;
  pauses: Span[];
  /** Where the due date falls (1 unless the clock ran past it). */
  due: number;
  /** Where today falls, while the clock still runs; null once stopped. */
  today: number | null;
  startDay: string;
  dueDay: string;
  /** What the bar's right end is: the due date, or the day it stopped or today when later. */
  end: { day: string; what: 'due' | 'stopped' | 'today' };
  /** What the bar shows, in words, for whoever cannot see it. */
  description: string;
};

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * The bar from a clock's start to its due date (or on to today, or its stop, when later), with its
 * pauses, today and the due date placed on it in calendar days, and the same in words. Null for a
 * clock not started.
 */
export function clockTimeline(clock: CaseClock, today: string): ClockTimeline | null {
  if (!clock.startedAt || !clock.dueDate) return null;
  const startDay = londonDayOf(clock.startedAt);
  const stopDay = clock.stoppedAt ? londonDayOf(clock.stoppedAt) : null;
  const reached = stopDay ?? today;
  const endDay = daysBetween(clock.dueDate, reached) > 0 ? reached : clock.dueDate;
  const length = Math.max(1, daysBetween(startDay, endDay));
  const at = (day: string) => Math.min(1, Math.max(0, daysBetween(startDay, day) / length));

  const pauses = clock.pauses.map((pause) => {
    const from = londonDayOf(pause.from);
    const to = pause.to ? londonDayOf(pause.to) : reached;
    return { span: { from: at(from), to: at(to) }, from, to: pause.to ? to : null };
  });

  const events: { day: string; words: string }[] = [
    { day: startDay, words: `started ${formatIsoDay(startDay)}` },
    ...pauses.map(({ from, to }) => ({
      day: from,
      words: to
        ? `paused ${formatIsoDay(from)} to ${formatIsoDay(to)}`
        : `paused since ${formatIsoDay(from)}`,
    })),
    { day: clock.dueDate, words: `due ${formatIsoDay(clock.dueDate)}` },
  ];
  if (stopDay) {
    events.push({ day: stopDay, words: `stopped ${formatIsoDay(stopDay)}` });
  } else {
    const toDue = daysBetween(today, clock.dueDate);
    const where =
      toDue > 0
        ? `${percent(at(today) / Math.max(at(clock.dueDate), 0.01))} of the way to the due date`
        : toDue === 0
          ? 'the due date'
          : 'past the due date';
    events.push({ day: today, words: `today ${formatIsoDay(today)}, ${where}` });
  }
  // In the order the bar shows them, left to right (a stable sort keeps the start first on its day).
  events.sort((a, b) => daysBetween(b.day, a.day));
  const description = `Timeline: ${events.map((event) => event.words).join('; ')}.`;

  return {
    used: { from: 0, to: at(reached) },
    pauses: pauses.map(({ span }) => span),
    due: at(clock.dueDate),
    today: stopDay ? null : at(today),
    startDay,
    dueDay: clock.dueDate,
    end:
      endDay === clock.dueDate
        ? { day: endDay, what: 'due' }
        : { day: endDay, what: stopDay ? 'stopped' : 'today' },
    description,
  };
}
