import {
  pipelineRank,
  STATUS_ID,
  type CasePriority,
  type ClockDefinition,
  type ClockRag,
  type ClockState,
} from '@casekeeper/contract';
import {
  addCalendarMonths,
  addDays,
  daysBetween,
  dayNumber,
  type CalendarDay,
} from '../../platform/time/calendar-days';
import { londonDay } from '../../platform/time/london-calendar';
import type { WorkingDayCalendar } from '../../platform/time/working-day-calendar';

/** What a clock needs of its definition. */
export type ClockRule = Pick<
  ClockDefinition,
  | 'startStatusId'
  | 'stopStatusId'
  | 'limitUnit'
  | 'limit'
  | 'urgentLimit'
  | 'amberAtPercent'
  | 'redAtPercent'
  | 'pausedByOnHold'
>;

/** One move of a case, as its status history keeps it; read oldest first. */
export type StatusChange = { at: Date; fromStatusId: number | null; toStatusId: number };

export type Pause = { from: Date; to: Date | null };

/** A clock of a case at a moment: docs/clocks.md says how each figure is reached. */
export type ClockReading = {
  state: ClockState;
  rag: ClockRag;
  limit: number;
  startedAt: Date | null;
  stoppedAt: Date | null;
  dueDate: CalendarDay | null;
  amberDate: CalendarDay | null;
  redDate: CalendarDay | null;
  countUnit: 'WORKING_DAYS' | 'CALENDAR_DAYS';
  elapsed: number;
  remaining: number | null;
  paused: number;
  pauses: Pause[];
};

export type ReadClockInput = {
  rule: ClockRule;
  /** The case's status history, oldest first. */
  history: readonly StatusChange[];
  priority: CasePriority;
  calendar: WorkingDayCalendar;
  now: Date;
};

type Timeline = {
  startedAt: Date | null;
  /** Reached the stop status (or later). */
  stoppedAt: Date | null;
  /** Withdrawn (or refused, for a clock past the decision), and not reopened: stopped, neither met nor missed. */
  withdrawnAt: Date | null;
  pauses: Pause[];
};

/** Withdrawn and Refused end a case's clocks (until it is reopened); On hold only pauses them. */
const ENDINGS: readonly number[] = [STATUS_ID.WITHDRAWN, STATUS_ID.REFUSED];

/**
 * Walks the history: the clock starts when the case first reaches the start status or a later
 * one (moves may skip steps) and stops when it first reaches the stop status or a later one.
 * On hold pauses it when the rule says so; Withdrawn stops it, and if the case is reopened the
 * time it spent withdrawn is left out like a pause. Refused is a decision: it stops a clock that
 * stops at Approved (or before) as met or missed, like an approval, and any other like Withdrawn.
 */
function timelineOf(rule: ClockRule, history: readonly StatusChange[]): Timeline {
  const startRank = pipelineRank(rule.startStatusId);
  const stopRank = pipelineRank(rule.stopStatusId);
  const timeline: Timeline = { startedAt: null, stoppedAt: null, withdrawnAt: null, pauses: [] };
  let holdSince: Date | null = null;
  let withdrawnSince: Date | null = null;
  const endPauses = (at: Date) => {
    const since = holdSince ?? withdrawnSince;
    if (since) timeline.pauses.push({ from: since, to: at });
    holdSince = null;
    withdrawnSince = null;
  };

  for (const change of history) {
    const rank = pipelineRank(change.toStatusId);
    if (timeline.startedAt === null) {
      if (rank < startRank) continue;
      timeline.startedAt = change.at;
    }
    if (change.toStatusId === STATUS_ID.ON_HOLD) {
      if (rule.pausedByOnHold && holdSince === null && withdrawnSince === null) holdSince = change.at;
    } else if (ENDINGS.includes(change.toStatusId)) {
      // A pause under way runs on as the time withdrawn.
      if (withdrawnSince === null) withdrawnSince = holdSince ?? change.at;
      holdSince = null;
    } else {
      endPauses(change.at);
      if (rank >= stopRank) {
        timeline.stoppedAt = change.at;
        break;
      }
    }
  }
  if (timeline.stoppedAt === null && withdrawnSince !== null) {
    // Withdrawn or refused for good (so far): the clock stopped when the case ended, not before.
    const ending = [...history].reverse().find((change) => ENDINGS.includes(change.toStatusId));
    const endedAt = ending?.at ?? withdrawnSince;
    if (withdrawnSince < endedAt) timeline.pauses.push({ from: withdrawnSince, to: endedAt });
    const decided = ending?.toStatusId === STATUS_ID.REFUSED && stopRank <= pipelineRank(STATUS_ID.APPROVED);
    if (decided) timeline.stoppedAt = endedAt;
    else timeline.withdrawnAt = endedAt;
  } else if (holdSince !== null) {
    timeline.pauses.push({ from: holdSince, to: null });
  }
  return timeline;
}

/** Counting in the clock's own unit: working days, or calendar days for a limit in months. */
function unitsOf(rule: ClockRule, calendar: WorkingDayCalendar) {
  const inWorkingDays = rule.limitUnit === 'WORKING_DAYS';
  return {
    countUnit: inWorkingDays ? ('WORKING_DAYS' as const) : ('CALENDAR_DAYS' as const),
    /** Units after `from` up to and including `to`. */
    between: (from: CalendarDay, to: CalendarDay) =>
      inWorkingDays ? calendar.workingDaysBetween(from, to) : daysBetween(from, to),
    advance: (day: CalendarDay, count: number) =>
      inWorkingDays ? calendar.addWorkingDays(day, count) : addDays(day, count),
  };
}

const NOT_STARTED: Omit<ClockReading, 'limit' | 'countUnit'> = {
  state: 'not_started',
  rag: 'none',
  startedAt: null,
  stoppedAt: null,
  dueDate: null,
  amberDate: null,
  redDate: null,
  elapsed: 0,
  remaining: null,
  paused: 0,
  pauses: [],
};

export function readClock(input: ReadClockInput): ClockReading {
  const { rule, calendar, now } = input;
  const limit = input.priority === 'Urgent' && rule.urgentLimit !== null ? rule.urgentLimit : rule.limit;
  const units = unitsOf(rule, calendar);
  const timeline = timelineOf(rule, input.history);
  if (timeline.startedAt === null) return { ...NOT_STARTED, limit, countUnit: units.countUnit };

  const today = londonDay(now);
  const startDay = londonDay(timeline.startedAt);
  const endedAt = timeline.stoppedAt ?? timeline.withdrawnAt;
  const endDay = endedAt ? londonDay(endedAt) : today;
  const pauses = timeline.pauses.map((pause) => {
    const fromDay = londonDay(pause.from);
    return { fromDay, amount: Math.max(0, units.between(fromDay, pause.to ? londonDay(pause.to) : today)) };
  });

  const baseDue =
    rule.limitUnit === 'CALENDAR_MONTHS'
      ? addCalendarMonths(startDay, limit)
      : units.advance(startDay, limit);
  const total = units.between(startDay, baseDue);
  /** The day `count` units from the start, moved out by each pause that began before it. */
  const dayAfter = (count: number) => {
    let day = units.advance(startDay, count);
    for (const pause of pauses) {
      if (dayNumber(pause.fromDay) < dayNumber(day)) day = units.advance(day, pause.amount);
    }
    return day;
  };
  const dueDate = dayAfter(total);
  const amberDate = dayAfter(Math.ceil((total * rule.amberAtPercent) / 100));
  const redDate = dayAfter(Math.ceil((total * rule.redAtPercent) / 100));

  const paused = pauses.reduce((sum, pause) => sum + pause.amount, 0);
  const late = dayNumber(endDay) > dayNumber(dueDate);
  const state: ClockState = timeline.withdrawnAt
    ? 'stopped'
    : timeline.stoppedAt
      ? late
        ? 'missed'
        : 'met'
      : late
        ? 'missed'
        : timeline.pauses.some((pause) => pause.to === null)
          ? 'paused'
          : 'running';
  const rag: ClockRag =
    state === 'stopped'
      ? 'none'
      : dayNumber(endDay) >= dayNumber(redDate)
        ? 'red'
        : dayNumber(endDay) >= dayNumber(amberDate)
          ? 'amber'
          : 'green';
  const remaining =
    dayNumber(dueDate) >= dayNumber(endDay)
      ? units.between(endDay, dueDate)
      : -units.between(dueDate, endDay);

  return {
    state,
    rag,
    limit,
    startedAt: timeline.startedAt,
    stoppedAt: endedAt,
    dueDate,
    amberDate,
    redDate,
    countUnit: units.countUnit,
    elapsed: units.between(startDay, endDay) - paused,
    remaining,
    paused,
    pauses: timeline.pauses,
  };
}
