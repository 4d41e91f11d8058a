import { describe, expect, it } from 'vitest';
import { sampleClock } from '../testing/sample-clocks';
import { clockTimeline } from './clock-timeline';

describe('a clock’s timeline', () => {
  it('runs from the start to the due date, with today placed on it and said in words', () => {
    const clock = sampleClock({ startedAt: '2026-01-01T10:00:00.000Z', dueDate: '2026-01-11' });
    const timeline = clockTimeline(clock, '2026-01-06');
    expect(timeline).toMatchObject({ used: { from: 0, to: 0.5 }, due: 1, today: 0.5 });
    expect(timeline?.description).toBe(
      'Timeline: started 01/01/2026; today 06/01/2026, 50% of the way to the due date; due 11/01/2026.',
    );
  });

  it('reaches on past the due date to today for a clock overdue', () => {
    const clock = sampleClock({
      state: 'missed',
      startedAt: '2026-01-01T10:00:00.000Z',
      dueDate: '2026-01-11',
    });
    const timeline = clockTimeline(clock, '2026-01-21');
    expect(timeline).toMatchObject({ due: 0.5, today: 1 });
    expect(timeline?.description).toBe(
      'Timeline: started 01/01/2026; due 11/01/2026; today 21/01/2026, past the due date.',
    );
  });

  it('draws each pause, one still lasting up to today, and places days in London (BST)', () => {
    const clock = sampleClock({
      state: 'paused',
      // 23:30 UTC on 31 May is 00:30 on 1 June in London.
      startedAt: '2026-05-31T23:30:00.000Z',
      dueDate: '2026-06-21',
      pauses: [
        { from: '2026-06-03T09:00:00.000Z', to: '2026-06-05T09:00:00.000Z' },
        { from: '2026-06-09T09:00:00.000Z', to: null },
      ],
    });
    const timeline = clockTimeline(clock, '2026-06-11');
    expect(timeline?.pauses).toEqual([
      { from: 0.1, to: 0.2 },
      { from: 0.4, to: 0.5 },
    ]);
    expect(timeline?.description).toBe(
      'Timeline: started 01/06/2026; paused 03/06/2026 to 05/06/2026; paused since 09/06/2026; today 11/06/2026, 50% of the way to the due date; due 21/06/2026.',
    );
  });

  it('ends at the stop of a stopped clock, without today', () => {
    const clock = sampleClock({
      state: 'met',
      startedAt: '2026-01-01T10:00:00.000Z',
      stoppedAt: '2026-01-09T10:00:00.000Z',
      dueDate: '2026-01-11',
    });
    const timeline = clockTimeline(clock, '2026-03-01');
    expect(timeline).toMatchObject({ used: { from: 0, to: 0.8 }, today: null, due: 1 });
    expect(timeline?.description).toBe('Timeline: started 01/01/2026; stopped 09/01/2026; due 11/01/2026.');
  });

  it('has none for a clock not started', () => {
    expect(
      clockTimeline(sampleClock({ state: 'not_started', startedAt: null, dueDate: null }), '2026-01-01'),
    ).toBeNull();
  });
});
