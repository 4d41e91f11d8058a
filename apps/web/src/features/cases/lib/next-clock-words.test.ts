import { describe, expect, it } from 'vitest';
import { nextClockLine, nextClockRag, type NextClock } from './next-clock-words';

const clock = (overrides: Partial<NextClock>): NextClock => ({
  definitionId: 1,
  name: 'Decision',
  dueDate: '2027-03-12',
  state: 'running',
  rag: 'green',
  ...overrides,
});

describe("a case's next clock in words", () => {
  it('says its colour as the case page does, counting from today in London', () => {
    expect(nextClockRag(clock({ rag: 'green' }), '2027-01-04')).toEqual({
      colour: 'Green',
      meaning: 'on track',
    });
    expect(nextClockRag(clock({ rag: 'amber' }), '2027-03-01')).toEqual({
      colour: 'Amber',
      meaning: 'due soon',
    });
    expect(nextClockRag(clock({ rag: 'red' }), '2027-03-12')).toEqual({
      colour: 'Red',
      meaning: 'due today',
    });
    expect(nextClockRag(clock({ rag: 'red' }), '2027-03-11')).toEqual({
      colour: 'Red',
      meaning: 'due very soon',
    });
    // Past its due date, whether or not the night's job has marked it missed yet.
    expect(nextClockRag(clock({ rag: 'red' }), '2027-03-15')).toEqual({ colour: 'Red', meaning: 'overdue' });
    expect(nextClockRag(clock({ rag: 'red', state: 'missed' }), '2027-03-01')).toEqual({
      colour: 'Red',
      meaning: 'overdue',
    });
    expect(nextClockRag(clock({ rag: 'none' }), '2027-03-01')).toBeNull();
  });

  it("puts a phone card's line together: name, due date, on hold, colour", () => {
    expect(nextClockLine(clock({ rag: 'red', state: 'missed' }), '2027-03-15')).toBe(
      'Decision · due 12/03/2027 · Red: overdue',
    );
    expect(nextClockLine(clock({ rag: 'amber', state: 'paused' }), '2027-03-01')).toBe(
      'Decision · due 12/03/2027 · paused · Amber: due soon',
    );
    expect(nextClockLine(clock({ rag: 'none' }), '2027-03-01')).toBe('Decision · due 12/03/2027');
  });
});
